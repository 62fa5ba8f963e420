import { type Card, newDeck } from './cards';

/** Returns a uniformly distributed integer in [0, bound). Injectable so tests can fix the deal. */
export type RandomIntSource = (bound: number) => number;

const WORD_RANGE = 2 ** 32;

/**
 * A uniform integer source built on uniform 32-bit words, by rejection sampling: taking every word modulo
 * `bound` would make the smallest results likelier whenever `bound` does not divide 2^32, so a word at or
 * above the largest multiple of `bound` is discarded and another drawn.
 */
export function uniformIntFrom(nextWord: () => number): RandomIntSource {
  return (bound) => {
    if (!(Number.isInteger(bound) && bound > 0 && bound <= WORD_RANGE)) {
      throw new RangeError(`the bound must be a whole number from 1 to 2^32, got ${bound}`);
    }
    const limit = WORD_RANGE - (WORD_RANGE % bound);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % bound;
    }
  };
}

/** The one Web Crypto call used: `globalThis.crypto` in every browser and in Node 19 and later. */
interface RandomValues {
  getRandomValues<T extends Uint8Array | Uint32Array>(array: T): T;
}

const webCrypto = (): RandomValues => (globalThis as unknown as { crypto: RandomValues }).crypto;

/** `count` bytes from the platform's CSPRNG (Web Crypto): secrets such as seeds and salts. */
export function cryptoRandomBytes(count: number): Uint8Array {
  return webCrypto().getRandomValues(new Uint8Array(count));
}

// One getRandomValues call costs about as much for a thousand words as for one, so words come in batches.
const words = new Uint32Array(1024);
let nextIndex = words.length;

function webCryptoWord(): number {
  if (nextIndex === words.length) {
    webCrypto().getRandomValues(words);
    nextIndex = 0;
  }
  const word = words[nextIndex];
  nextIndex += 1;
  return word;
}

/** The production source: the platform's CSPRNG (Web Crypto), without modulo bias. */
export const cryptoRandomInt: RandomIntSource = uniformIntFrom(webCryptoWord);

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
