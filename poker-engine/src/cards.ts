/**
 * A card is an integer 0..51: rank * 4 + suit, rank 0 = deuce … 12 = ace, suit 0..3 = c, d, h, s.
 * Integers keep the evaluator's hot loops free of allocation and make states trivially serialisable.
 */
export type Card = number;

/** A card the record does not show (PHH `??`): it exists, nobody outside its holder knows it. */
export const UNKNOWN_CARD: Card = 52;

export const RANK_CHARS = '23456789TJQKA';
export const SUIT_CHARS = 'cdhs';
export const DECK_SIZE = 52;

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;
export const makeCard = (rank: number, suit: number): Card => rank * 4 + suit;

export function formatCard(card: Card): string {
  if (card === UNKNOWN_CARD) return '??';
  return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3];
}

export function formatCards(cards: readonly Card[]): string {
  let text = '';
  for (const card of cards) text += formatCard(card);
  return text;
}

const RANK_BY_CHAR = new Int8Array(128).fill(-1);
const SUIT_BY_CHAR = new Int8Array(128).fill(-1);
for (let rank = 0; rank < RANK_CHARS.length; rank += 1) {
  RANK_BY_CHAR[RANK_CHARS.charCodeAt(rank)] = rank;
  RANK_BY_CHAR[RANK_CHARS.toLowerCase().charCodeAt(rank)] = rank;
}
for (let suit = 0; suit < SUIT_CHARS.length; suit += 1) SUIT_BY_CHAR[SUIT_CHARS.charCodeAt(suit)] = suit;

/** Parses one card at `offset` of `text` (`Ah`, `Tc`, `??`); throws on anything else. */
export function parseCardAt(text: string, offset: number): Card {
  const rankCode = text.charCodeAt(offset);
  const suitCode = text.charCodeAt(offset + 1);
  if (rankCode === 63 && suitCode === 63) return UNKNOWN_CARD;
  const rank = rankCode < 128 ? RANK_BY_CHAR[rankCode] : -1;
  const suit = suitCode < 128 ? SUIT_BY_CHAR[suitCode] : -1;
  if (rank < 0 || suit < 0) throw new Error(`invalid card '${text.slice(offset, offset + 2)}'`);
  return rank * 4 + suit;
}

export function parseCard(text: string): Card {
  if (text.length !== 2) throw new Error(`invalid card '${text}'`);
  return parseCardAt(text, 0);
}

/** Parses concatenated cards (`AcKd`, `2h3h4h`), the PHH way of writing them. */
export function parseCards(text: string): Card[] {
  if (text.length % 2 !== 0) throw new Error(`invalid cards '${text}'`);
  const cards: Card[] = [];
  for (let offset = 0; offset < text.length; offset += 2) cards.push(parseCardAt(text, offset));
  return cards;
}

export function newDeck(): Card[] {
  return Array.from({ length: DECK_SIZE }, (_, card) => card);
}
