import type { Card } from '../cards';
import {
  FLUSH_BITS,
  FLUSH_PROBE,
  FLUSH_VALUE,
  HIGH_FIELD_INDEX,
  LOW_FIELD_BITS,
  LOW_FIELD_MASK,
  NON_FLUSH_5,
  NON_FLUSH_6,
  NON_FLUSH_7,
  RANK_KEY,
  SUIT_KEY,
} from './tables';

const LOW_7 = NON_FLUSH_7.lowFieldIndex;
const VALUES_7 = NON_FLUSH_7.values;

/** Suit (0..3) holding five cards or more, given the flush bits of a suit-counter sum. */
const flushSuit = (flushBits: number): number => (31 - Math.clz32(flushBits)) >> 2;

function flushMask(suit: number, cards: readonly Card[]): number {
  let mask = 0;
  for (const card of cards) if ((card & 3) === suit) mask |= 1 << (card >> 2);
  return mask;
}

/**
 * Value of the best 5 of 7 cards (higher is better). Takes the cards as arguments rather than an
 * array so the hot path allocates nothing.
 */
export function evaluate7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const flush = (SUIT_KEY[a] + SUIT_KEY[b] + SUIT_KEY[c] + SUIT_KEY[d] + SUIT_KEY[e] + SUIT_KEY[f] + SUIT_KEY[g] + FLUSH_PROBE) & FLUSH_BITS;
  if (flush !== 0) {
    // With 7 cards a flush rules out quads and full houses, so the flush table alone decides.
    const suit = flushSuit(flush);
    let mask = 0;
    if ((a & 3) === suit) mask |= 1 << (a >> 2);
    if ((b & 3) === suit) mask |= 1 << (b >> 2);
    if ((c & 3) === suit) mask |= 1 << (c >> 2);
    if ((d & 3) === suit) mask |= 1 << (d >> 2);
    if ((e & 3) === suit) mask |= 1 << (e >> 2);
    if ((f & 3) === suit) mask |= 1 << (f >> 2);
    if ((g & 3) === suit) mask |= 1 << (g >> 2);
    return FLUSH_VALUE[mask];
  }
  const key = RANK_KEY[a] + RANK_KEY[b] + RANK_KEY[c] + RANK_KEY[d] + RANK_KEY[e] + RANK_KEY[f] + RANK_KEY[g];
  return VALUES_7[LOW_7[key & LOW_FIELD_MASK] + HIGH_FIELD_INDEX[key >>> LOW_FIELD_BITS]];
}

const NON_FLUSH_BY_SIZE = [undefined, undefined, undefined, undefined, undefined, NON_FLUSH_5, NON_FLUSH_6, NON_FLUSH_7];

/** Value of the best 5 cards among 5, 6 or 7 distinct cards. */
export function evaluateCards(cards: readonly Card[]): number {
  const tables = NON_FLUSH_BY_SIZE[cards.length];
  if (tables === undefined) throw new RangeError(`evaluateCards takes 5 to 7 cards, got ${cards.length}`);
  let suits = FLUSH_PROBE;
  let key = 0;
  for (const card of cards) {
    if (!(card >= 0 && card < 52)) throw new RangeError(`not a known card: ${card}`);
    suits += SUIT_KEY[card];
    key += RANK_KEY[card];
  }
  const nonFlush = tables.values[tables.lowFieldIndex[key & LOW_FIELD_MASK] + HIGH_FIELD_INDEX[key >>> LOW_FIELD_BITS]];
  const flush = suits & FLUSH_BITS;
  // Six or seven cards can only hold one flush, and it beats anything its suit leaves room for.
  return flush === 0 ? nonFlush : FLUSH_VALUE[flushMask(flushSuit(flush), cards)];
}
