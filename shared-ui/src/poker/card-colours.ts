import type { Suit } from './card-face';

// A card face is white in both themes; every ink below keeps at least 4.5:1 on it (card-colours.test.ts checks).
export const CARD_FACE = '#ffffff';
export const CARD_EDGE = '#757575';

const BLACK = '#1a1a1a';
const RED = '#c62828';
const BLUE = '#1565c0';
const GREEN = '#2e7d32';

/** Classic: red hearts and diamonds. Four-colour: diamonds blue and clubs green, so no two suits share a colour. */
export const SUIT_COLOURS: Record<'classic' | 'fourColour', Record<Suit, string>> = {
  classic: { spades: BLACK, hearts: RED, diamonds: RED, clubs: BLACK },
  fourColour: { spades: BLACK, hearts: RED, diamonds: BLUE, clubs: GREEN },
};

export function suitColour(suit: Suit, fourColour: boolean): string {
  return SUIT_COLOURS[fourColour ? 'fourColour' : 'classic'][suit];
}
