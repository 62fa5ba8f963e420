import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DECK_SIZE } from '../src/cards';
import { cryptoRandomInt, type RandomIntSource, shuffledDeck, shuffleInPlace, uniformIntFrom } from '../src/shuffle';
import { seededRandomInt } from './support/seeded-random';

/** Chi-square statistic of how often each card lands in each position over `shuffles` decks. */
function cardPositionChiSquare(shuffles: number, deal: () => number[]): number {
  const counts = new Float64Array(DECK_SIZE * DECK_SIZE);
  for (let round = 0; round < shuffles; round += 1) {
    const deck = deal();
    for (let position = 0; position < DECK_SIZE; position += 1) counts[deck[position] * DECK_SIZE + position] += 1;
  }
  const expected = shuffles / DECK_SIZE;
  let statistic = 0;
  for (const count of counts) statistic += (count - expected) ** 2 / expected;
  return statistic;
}

/** Chi-square quantile by the Wilson–Hilferty approximation (z: standard normal quantile). */
function chiSquareQuantile(degrees: number, z: number): number {
  const spread = 2 / (9 * degrees);
  return degrees * (1 - spread + z * Math.sqrt(spread)) ** 3;
}

// Rows and columns both sum to the number of shuffles, so the 52×52 table has 51×51 degrees of freedom.
const DEGREES = (DECK_SIZE - 1) ** 2;
// Two-sided at p = 1e-6 each way: a fair shuffle fails about once in a million runs.
const Z = 4.7534;
const UPPER = chiSquareQuantile(DEGREES, Z);
const LOWER = chiSquareQuantile(DEGREES, -Z);

describe('shuffle', () => {
  it('passes a chi-square test of card positions over 1,000,000 production (Web Crypto) shuffles', () => {
    const statistic = cardPositionChiSquare(1_000_000, () => shuffledDeck());
    assert.ok(statistic < UPPER && statistic > LOWER, `chi-square ${statistic.toFixed(1)} outside [${LOWER.toFixed(1)}, ${UPPER.toFixed(1)}]`);
  });

  it('shows the same chi-square test catches a modulo-biased source', () => {
    const bytes = seededRandomInt(3);
    const biased: RandomIntSource = (bound) => bytes(256) % bound;
    const statistic = cardPositionChiSquare(200_000, () => shuffledDeck(biased));
    assert.ok(statistic > UPPER, `biased chi-square ${statistic.toFixed(1)} should exceed ${UPPER.toFixed(1)}`);
  });

  it('is a permutation, and reproducible with an injected source', () => {
    const first = shuffledDeck(seededRandomInt(42));
    assert.deepEqual(
      [...first].sort((a, b) => a - b),
      Array.from({ length: DECK_SIZE }, (_, card) => card),
    );
    assert.deepEqual(shuffledDeck(seededRandomInt(42)), first);
    assert.notDeepEqual(shuffledDeck(seededRandomInt(43)), first);
  });

  it('asks the source for i + 1 choices at step i (Fisher–Yates, no modulo of its own)', () => {
    const bounds: number[] = [];
    shuffleInPlace([0, 1, 2, 3], (bound) => {
      bounds.push(bound);
      return 0;
    });
    assert.deepEqual(bounds, [4, 3, 2]);
  });
});

describe('crypto source', () => {
  it('stays within bounds and uses every value', () => {
    const seen = new Set<number>();
    for (let draw = 0; draw < 2_000; draw += 1) {
      const value = cryptoRandomInt(52);
      assert.ok(Number.isInteger(value) && value >= 0 && value < 52);
      seen.add(value);
    }
    assert.equal(seen.size, 52);
  });

  it('draws another word instead of taking one from the biased top of the range', () => {
    // 2^32 = 3 × 1,431,655,765 + 1: the word 2^32 − 1 alone would make 0 likelier than 1 and 2.
    const scripted = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    const draws: number[] = [];
    const random = uniformIntFrom(() => {
      const word = scripted[draws.length];
      draws.push(word);
      return word;
    });
    assert.equal(random(3), 2, 'the rejected word is skipped: 2^32 − 2 = 3 × 1,431,655,764 + 2');
    assert.equal(random(3), 7 % 3);
    assert.deepEqual(draws, scripted);
    assert.equal(uniformIntFrom(() => 2 ** 32 - 1)(2 ** 32), 2 ** 32 - 1, 'a power of two never rejects');
  });

  it('refuses bounds it cannot serve uniformly', () => {
    for (const bound of [0, -1, 2.5, 2 ** 32 + 1, Number.NaN]) assert.throws(() => cryptoRandomInt(bound), RangeError, String(bound));
  });
});
