export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

/** A card as the wire and the hand records write it ("As", "Td"; "??" for one nobody may see), ready to draw and read aloud. */
export interface CardFace {
  /** What the corner shows: "A", "10", "7"; empty for a hidden card. */
  rank: string;
  /** Null for a hidden card: it is drawn face down. */
  suit: Suit | null;
  /** Its accessible name: "Ace of Spades", "Ten of Hearts", "Hidden card". */
  name: string;
}

const RANKS: Record<string, [shown: string, spoken: string]> = {
  A: ['A', 'Ace'],
  K: ['K', 'King'],
  Q: ['Q', 'Queen'],
  J: ['J', 'Jack'],
  T: ['10', 'Ten'],
  '9': ['9', 'Nine'],
  '8': ['8', 'Eight'],
  '7': ['7', 'Seven'],
  '6': ['6', 'Six'],
  '5': ['5', 'Five'],
  '4': ['4', 'Four'],
  '3': ['3', 'Three'],
  '2': ['2', 'Two'],
};

const SUITS: Record<string, [suit: Suit, spoken: string]> = {
  s: ['spades', 'Spades'],
  h: ['hearts', 'Hearts'],
  d: ['diamonds', 'Diamonds'],
  c: ['clubs', 'Clubs'],
};

export const HIDDEN_CARD: CardFace = { rank: '', suit: null, name: 'Hidden card' };

/** Reads a two-character card; anything it cannot read (`??`, a typo) is a hidden card rather than an error. */
export function cardFace(card: string): CardFace {
  const rank = RANKS[card.charAt(0).toUpperCase()];
  const suit = SUITS[card.charAt(1).toLowerCase()];
  if (card.length !== 2 || !rank || !suit) return HIDDEN_CARD;
  return { rank: rank[0], suit: suit[0], name: `${rank[1]} of ${suit[1]}` };
}

/** The 52 cards in notation, suit by suit (spades, hearts, diamonds, clubs), ace high first. */
export const FULL_DECK: readonly string[] = [...'shdc'].flatMap((suit) => [...'AKQJT98765432'].map((rank) => rank + suit));
