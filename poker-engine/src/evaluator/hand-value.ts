/**
 * Hand values: every 5-card high hand falls in one of 7,462 equivalence classes. A value is the class's
 * position in ascending strength (1 = 7-5-4-3-2 offsuit, 7462 = royal flush), so comparing two values
 * compares two hands. Classes are found by enumeration rather than hard-coded, which keeps the ordering
 * and the names derived from one definition.
 */
export const HandCategory = {
  HighCard: 0,
  OnePair: 1,
  TwoPair: 2,
  ThreeOfAKind: 3,
  Straight: 4,
  Flush: 5,
  FullHouse: 6,
  FourOfAKind: 7,
  StraightFlush: 8,
} as const;
export type HandCategory = (typeof HandCategory)[keyof typeof HandCategory];

export const HAND_CLASS_COUNT = 7462;

const KEY_BASE = 13 ** 5;
const ACE = 12;

/** Strength key: category, then up to five ranks, most significant first, in base 13. */
function strengthKey(category: number, ranks: readonly number[]): number {
  let key = category;
  for (let i = 0; i < 5; i += 1) key = key * 13 + (ranks[i] ?? 0);
  return key;
}

/** Highest straight in a 13-bit rank mask (3 for the wheel), or -1. */
export function highestStraight(mask: number): number {
  for (let top = ACE; top >= 4; top -= 1) {
    const run = 0b11111 << (top - 4);
    if ((mask & run) === run) return top;
  }
  const wheel = (1 << ACE) | 0b1111;
  return (mask & wheel) === wheel ? 3 : -1;
}

function ranksDescending(mask: number, limit: number): number[] {
  const ranks: number[] = [];
  for (let rank = ACE; rank >= 0 && ranks.length < limit; rank -= 1) if (mask & (1 << rank)) ranks.push(rank);
  return ranks;
}

/** Strength key of the best 5 cards among same-suited ranks (mask with 5 to 7 bits). */
export function flushKey(mask: number): number {
  const straightTop = highestStraight(mask);
  if (straightTop >= 0) return strengthKey(HandCategory.StraightFlush, [straightTop]);
  return strengthKey(HandCategory.Flush, ranksDescending(mask, 5));
}

/** Strength key of the best 5 cards of a rank multiset (counts per rank) that holds no flush. */
export function rankMultisetKey(counts: readonly number[]): number {
  let present = 0;
  let quads = -1;
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let rank = ACE; rank >= 0; rank -= 1) {
    const count = counts[rank];
    if (count === 0) continue;
    present |= 1 << rank;
    if (count === 4 && quads < 0) quads = rank;
    else if (count >= 3) trips.push(rank);
    else if (count === 2) pairs.push(rank);
  }
  const without = (...ranks: number[]) => ranks.reduce((mask, rank) => mask & ~(1 << rank), present);
  if (quads >= 0) return strengthKey(HandCategory.FourOfAKind, [quads, ...ranksDescending(without(quads), 1)]);
  if (trips.length > 0) {
    const pairRank = Math.max(trips[1] ?? -1, pairs[0] ?? -1);
    if (pairRank >= 0) return strengthKey(HandCategory.FullHouse, [trips[0], pairRank]);
  }
  const straightTop = highestStraight(present);
  if (straightTop >= 0) return strengthKey(HandCategory.Straight, [straightTop]);
  if (trips.length > 0) {
    return strengthKey(HandCategory.ThreeOfAKind, [trips[0], ...ranksDescending(without(trips[0]), 2)]);
  }
  if (pairs.length >= 2) {
    return strengthKey(HandCategory.TwoPair, [pairs[0], pairs[1], ...ranksDescending(without(pairs[0], pairs[1]), 1)]);
  }
  if (pairs.length === 1) {
    return strengthKey(HandCategory.OnePair, [pairs[0], ...ranksDescending(without(pairs[0]), 3)]);
  }
  return strengthKey(HandCategory.HighCard, ranksDescending(present, 5));
}

/** Every way to hold `size` cards of `rankCount` ranks, at most `maxPerRank` of each (the array is reused). */
export function* rankMultisets(size: number, maxPerRank: number, rankCount = 13): Generator<number[]> {
  const counts = new Array<number>(rankCount).fill(0);
  function* place(rank: number, left: number): Generator<number[]> {
    if (rank === rankCount) {
      if (left === 0) yield counts;
      return;
    }
    for (let count = Math.min(left, maxPerRank); count >= 0; count -= 1) {
      counts[rank] = count;
      yield* place(rank + 1, left - count);
    }
    counts[rank] = 0;
  }
  yield* place(0, size);
}

function buildClassKeys(): number[] {
  const keys = new Set<number>();
  for (const counts of rankMultisets(5, 4)) keys.add(rankMultisetKey(counts));
  for (const counts of rankMultisets(5, 1)) {
    keys.add(flushKey(counts.reduce((mask, count, rank) => mask | (count << rank), 0)));
  }
  return [...keys].sort((a, b) => a - b);
}

/** CLASS_KEYS[value - 1] is the strength key of that value. */
const CLASS_KEYS = buildClassKeys();
const VALUE_BY_KEY = new Map(CLASS_KEYS.map((key, index) => [key, index + 1]));

export function valueOfKey(key: number): number {
  const value = VALUE_BY_KEY.get(key);
  if (value === undefined) throw new Error(`no hand class for key ${key}`);
  return value;
}

export function categoryOf(value: number): HandCategory {
  return Math.floor(CLASS_KEYS[value - 1] / KEY_BASE) as HandCategory;
}

const SINGULAR = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const PLURAL = ['Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces'];

/** A readable name for a hand value, e.g. `Full House, Kings over Twos`. */
export function handName(value: number): string {
  if (!(value >= 1 && value <= HAND_CLASS_COUNT)) throw new RangeError(`not a hand value: ${value}`);
  let key = CLASS_KEYS[value - 1];
  const ranks: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    ranks.unshift(key % 13);
    key = Math.floor(key / 13);
  }
  const [first, second] = ranks;
  switch (key as HandCategory) {
    case HandCategory.StraightFlush:
      return first === ACE ? 'Royal Flush' : `Straight Flush, ${SINGULAR[first]} high`;
    case HandCategory.FourOfAKind:
      return `Four of a Kind, ${PLURAL[first]}`;
    case HandCategory.FullHouse:
      return `Full House, ${PLURAL[first]} over ${PLURAL[second]}`;
    case HandCategory.Flush:
      return `Flush, ${SINGULAR[first]} high`;
    case HandCategory.Straight:
      return `Straight, ${SINGULAR[first]} high`;
    case HandCategory.ThreeOfAKind:
      return `Three of a Kind, ${PLURAL[first]}`;
    case HandCategory.TwoPair:
      return `Two Pair, ${PLURAL[first]} and ${PLURAL[second]}`;
    case HandCategory.OnePair:
      return `Pair of ${PLURAL[first]}`;
    default:
      return `High Card, ${SINGULAR[first]}`;
  }
}
