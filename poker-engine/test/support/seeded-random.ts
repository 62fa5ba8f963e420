import type { RandomIntSource } from '../../src/shuffle';

/**
 * A seeded xorshift generator for tests that need a reproducible deal (never for play). Bounds are
 * small, so the 2^-32 modulo bias is irrelevant to what these tests check.
 */
export function seededRandomInt(seed: number): RandomIntSource {
  let state = seed >>> 0 || 0x9e3779b9;
  return (bound) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % bound;
  };
}

/** `count` distinct cards drawn with `random`. */
export function drawCards(random: RandomIntSource, count: number): number[] {
  const cards: number[] = [];
  while (cards.length < count) {
    const card = random(52);
    if (!cards.includes(card)) cards.push(card);
  }
  return cards;
}
