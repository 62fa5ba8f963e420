import type { Card } from '../cards';
import { FLUSH_VALUE, HIGH_FIELD_INDEX, LOW_FIELD_BITS, LOW_FIELD_MASK, NON_FLUSH_5, RANK_KEY } from './tables';

const LOW_5 = NON_FLUSH_5.lowFieldIndex;
const VALUES_5 = NON_FLUSH_5.values;

// Scratch space reused across calls: evaluation is synchronous, so no two calls ever share it.
const pairKeys = new Int32Array(6);
const tripleKeys = new Int32Array(10);
const holeSuitMasks = new Int32Array(6);
const tripleSuitMasks = new Int32Array(10);

/**
 * Value of the best Omaha hand: exactly two of the four hole cards with exactly three board cards.
 *
 * Rank keys add up, so the 6 hole pairs and the (up to) 10 board triples are summed once and the
 * 60 five-card hands cost one add and three loads each. Flushes are rare and need two suited hole
 * cards and three suited board cards, so they get their own small loop only when the suit allows.
 */
export function evaluateOmaha(hole: readonly Card[], board: readonly Card[]): number {
  if (hole.length !== 4) throw new RangeError(`Omaha takes 4 hole cards, got ${hole.length}`);
  if (board.length < 3 || board.length > 5) throw new RangeError(`Omaha takes 3 to 5 board cards, got ${board.length}`);
  for (const card of hole) if (!(card >= 0 && card < 52)) throw new RangeError(`not a known card: ${card}`);
  for (const card of board) if (!(card >= 0 && card < 52)) throw new RangeError(`not a known card: ${card}`);

  let pairs = 0;
  for (let i = 0; i < 3; i += 1) {
    for (let j = i + 1; j < 4; j += 1) pairKeys[pairs++] = RANK_KEY[hole[i]] + RANK_KEY[hole[j]];
  }
  const boardSize = board.length;
  let triples = 0;
  for (let i = 0; i < boardSize - 2; i += 1) {
    for (let j = i + 1; j < boardSize - 1; j += 1) {
      const twoKey = RANK_KEY[board[i]] + RANK_KEY[board[j]];
      for (let k = j + 1; k < boardSize; k += 1) tripleKeys[triples++] = twoKey + RANK_KEY[board[k]];
    }
  }

  let best = 0;
  for (let p = 0; p < 6; p += 1) {
    const pairKey = pairKeys[p];
    for (let t = 0; t < triples; t += 1) {
      const key = pairKey + tripleKeys[t];
      const value = VALUES_5[LOW_5[key & LOW_FIELD_MASK] + HIGH_FIELD_INDEX[key >>> LOW_FIELD_BITS]];
      if (value > best) best = value;
    }
  }
  const flush = bestOmahaFlush(hole, board);
  return flush > best ? flush : best;
}

function bestOmahaFlush(hole: readonly Card[], board: readonly Card[]): number {
  let boardSuits = 0;
  for (const card of board) boardSuits += 1 << (4 * (card & 3));
  let best = 0;
  for (let suit = 0; suit < 4; suit += 1) {
    if (((boardSuits >> (4 * suit)) & 15) < 3) continue;
    let suitedPairs = 0;
    for (let i = 0; i < 3; i += 1) {
      if ((hole[i] & 3) !== suit) continue;
      for (let j = i + 1; j < 4; j += 1) {
        if ((hole[j] & 3) === suit) holeSuitMasks[suitedPairs++] = (1 << (hole[i] >> 2)) | (1 << (hole[j] >> 2));
      }
    }
    if (suitedPairs === 0) continue;
    let suitedTriples = 0;
    const size = board.length;
    for (let i = 0; i < size - 2; i += 1) {
      if ((board[i] & 3) !== suit) continue;
      for (let j = i + 1; j < size - 1; j += 1) {
        if ((board[j] & 3) !== suit) continue;
        for (let k = j + 1; k < size; k += 1) {
          if ((board[k] & 3) === suit) {
            tripleSuitMasks[suitedTriples++] = (1 << (board[i] >> 2)) | (1 << (board[j] >> 2)) | (1 << (board[k] >> 2));
          }
        }
      }
    }
    for (let p = 0; p < suitedPairs; p += 1) {
      for (let t = 0; t < suitedTriples; t += 1) {
        const value = FLUSH_VALUE[holeSuitMasks[p] | tripleSuitMasks[t]];
        if (value > best) best = value;
      }
    }
  }
  return best;
}
