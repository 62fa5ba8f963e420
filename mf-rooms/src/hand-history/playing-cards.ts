/** A card as the hand records write it ("As", "Td", "??" for one nobody saw), ready to show and to read aloud. */
export interface CardFace {
  /** What the card shows: "A", "10", "7"; "?" for a hidden card. */
  rank: string;
  /** ♠ ♥ ♦ ♣, or empty for a hidden card. */
  suit: string;
  red: boolean;
  /** Its accessible name: "Ace of spades", "Ten of hearts", "Hidden card". */
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

const SUITS: Record<string, [symbol: string, spoken: string, red: boolean]> = {
  s: ['♠', 'spades', false],
  h: ['♥', 'hearts', true],
  d: ['♦', 'diamonds', true],
  c: ['♣', 'clubs', false],
};

const HIDDEN: CardFace = { rank: '?', suit: '', red: false, name: 'Hidden card' };

export function cardFace(card: string): CardFace {
  const rank = RANKS[card.charAt(0).toUpperCase()];
  const suit = SUITS[card.charAt(1).toLowerCase()];
  if (card.length !== 2 || !rank || !suit) return HIDDEN;
  return { rank: rank[0], suit: suit[0], red: suit[2], name: `${rank[1]} of ${suit[1]}` };
}
