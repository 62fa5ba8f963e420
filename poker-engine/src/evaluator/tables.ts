import { DECK_SIZE } from '../cards';
import { flushKey, rankMultisetKey, rankMultisets, valueOfKey } from './hand-value';

/**
 * Lookup tables, built once at module load (about 50 ms).
 *
 * Non-flush hands depend only on the multiset of ranks. Each card adds a base-5 digit to one of two
 * fields of a 31-bit integer: ranks 2..8 to the low 17 bits (5^7 < 2^17), ranks 9..A to the high 14.
 * A rank appears at most four times, so digits never carry and the sum of the cards' keys is the
 * multiset itself. Two small tables turn the two fields into a dense index (each multiset of n cards
 * gets a slot in a table of 6,175 / 18,395 / 49,205 entries), so a 7-card hand costs seven adds and
 * three loads, and everything stays in L2 cache.
 *
 * Suits go to a separate sum of 4-bit counters; adding 3 to each counter sets its top bit exactly when
 * a suit holds five cards or more, so a flush is detected with one add and one mask.
 */
const LOW_RANKS = 7;
const HIGH_RANKS = 6;
export const LOW_FIELD_BITS = 17;
export const LOW_FIELD_MASK = (1 << LOW_FIELD_BITS) - 1;
export const FLUSH_PROBE = 0x3333;
export const FLUSH_BITS = 0x8888;

export const RANK_KEY = new Int32Array(DECK_SIZE + 1);
export const SUIT_KEY = new Int32Array(DECK_SIZE + 1);
for (let card = 0; card < DECK_SIZE; card += 1) {
  const rank = card >> 2;
  RANK_KEY[card] = rank < LOW_RANKS ? 5 ** rank : (5 ** (rank - LOW_RANKS)) << LOW_FIELD_BITS;
  SUIT_KEY[card] = 1 << (4 * (card & 3));
}

/** Best flush or straight flush for a 13-bit mask of one suit's ranks (0 when fewer than 5 bits). */
export const FLUSH_VALUE = new Uint16Array(1 << 13);
for (let mask = 0; mask < FLUSH_VALUE.length; mask += 1) {
  let bits = 0;
  for (let m = mask; m !== 0; m &= m - 1) bits += 1;
  if (bits >= 5) FLUSH_VALUE[mask] = valueOfKey(flushKey(mask));
}

interface FieldIndex {
  /** Dense id of each field value among field values with the same number of cards. */
  idByField: Int32Array;
  cardsByField: Int8Array;
  /** How many field values hold k cards. */
  countByCards: number[];
  fieldsByCards: number[][];
}

function indexField(rankCount: number): FieldIndex {
  const size = 5 ** rankCount;
  const idByField = new Int32Array(size);
  const cardsByField = new Int8Array(size).fill(-1);
  const countByCards: number[] = [];
  const fieldsByCards: number[][] = [];
  for (let cards = 0; cards <= 7; cards += 1) {
    fieldsByCards.push([]);
    for (const counts of rankMultisets(cards, 4, rankCount)) {
      const field = counts.reduce((sum, count, rank) => sum + count * 5 ** rank, 0);
      idByField[field] = fieldsByCards[cards].length;
      cardsByField[field] = cards;
      fieldsByCards[cards].push(field);
    }
    countByCards.push(fieldsByCards[cards].length);
  }
  return { idByField, cardsByField, countByCards, fieldsByCards };
}

const LOW = indexField(LOW_RANKS);
const HIGH = indexField(HIGH_RANKS);

/** HIGH_FIELD_INDEX[high field] is the dense id of the high ranks' multiset, shared by all hand sizes. */
export const HIGH_FIELD_INDEX = HIGH.idByField;

export interface NonFlushTables {
  /** LOW_FIELD_INDEX[low field] + HIGH_FIELD_INDEX[high field] is a slot of VALUES. */
  lowFieldIndex: Int32Array;
  values: Uint16Array;
}

function fieldCounts(field: number, rankCount: number, into: number[], offset: number): void {
  for (let rank = 0; rank < rankCount; rank += 1) {
    into[offset + rank] = field % 5;
    field = Math.floor(field / 5);
  }
}

function buildNonFlushTables(handSize: number): NonFlushTables {
  const lowFieldIndex = new Int32Array(5 ** LOW_RANKS);
  const base: number[] = [];
  let slots = 0;
  for (let lowCards = 0; lowCards <= handSize; lowCards += 1) {
    base.push(slots);
    slots += LOW.countByCards[lowCards] * HIGH.countByCards[handSize - lowCards];
  }
  const values = new Uint16Array(slots);
  const counts = new Array<number>(13).fill(0);
  for (let lowCards = 0; lowCards <= handSize; lowCards += 1) {
    const highCount = HIGH.countByCards[handSize - lowCards];
    for (const lowField of LOW.fieldsByCards[lowCards]) {
      const start = base[lowCards] + LOW.idByField[lowField] * highCount;
      lowFieldIndex[lowField] = start;
      fieldCounts(lowField, LOW_RANKS, counts, 0);
      for (const highField of HIGH.fieldsByCards[handSize - lowCards]) {
        fieldCounts(highField, HIGH_RANKS, counts, LOW_RANKS);
        values[start + HIGH.idByField[highField]] = valueOfKey(rankMultisetKey(counts));
      }
    }
  }
  return { lowFieldIndex, values };
}

export const NON_FLUSH_5 = buildNonFlushTables(5);
export const NON_FLUSH_6 = buildNonFlushTables(6);
export const NON_FLUSH_7 = buildNonFlushTables(7);
