import { randomInt } from 'node:crypto';
import { type Card, newDeck } from './cards';

/** Returns a uniformly distributed integer in [0, bound). Injectable so tests can fix the deal. */
export type RandomIntSource = (bound: number) => number;

/**
 * The production source: `crypto.randomInt`, a CSPRNG that rejects out-of-range draws internally,
 * so no value is more likely than another (no modulo bias).
 */
export const cryptoRandomInt: RandomIntSource = (bound) => randomInt(bound);

/** Fisher–Yates in place: position i takes a uniformly chosen card among the first i + 1. */
export function shuffleInPlace(cards: Card[], random: RandomIntSource = cryptoRandomInt): Card[] {
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    const card = cards[i];
    cards[i] = cards[j];
    cards[j] = card;
  }
  return cards;
}

/** A freshly shuffled 52-card deck; the first card is dealt first. */
export function shuffledDeck(random: RandomIntSource = cryptoRandomInt): Card[] {
  return shuffleInPlace(newDeck(), random);
}
