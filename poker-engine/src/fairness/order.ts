import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { type Card, DECK_SIZE } from '../cards';
import { shuffleInPlace, uniformIntFrom } from '../shuffle';
import { type ClientSeed, type DealSecrets, FAIRNESS_VERSION } from './types';

const CLIENT_SEED = /^[0-9a-f]{16,64}$/;

/** Whether `seed` is a client seed: 16 to 64 lowercase hex characters. */
export const isClientSeed = (seed: unknown): seed is string => typeof seed === 'string' && CLIENT_SEED.test(seed);

/** Why these client seeds cannot be used, or null. */
export function clientSeedsError(seeds: readonly ClientSeed[]): string | null {
  const seats = new Set<number>();
  for (const { seat, seed } of seeds) {
    if (!Number.isSafeInteger(seat) || seat < 0) return `seat ${String(seat)} is not a seat number`;
    if (!isClientSeed(seed)) return `the seed of seat ${seat} is not 16 to 64 lowercase hex characters`;
    if (seats.has(seat)) return `seat ${seat} gives two seeds`;
    seats.add(seat);
  }
  return null;
}

/** The seeds in ascending seat order, as they enter the order key; throws on seeds that cannot be used. */
function orderedSeeds(seeds: readonly ClientSeed[]): ClientSeed[] {
  const error = clientSeedsError(seeds);
  if (error !== null) throw new Error(error);
  return [...seeds].sort((a, b) => a.seat - b.seat);
}

/** 32-bit big-endian words from the blocks HMAC-SHA-256(key, uint32be(counter)), counter 0, 1, 2, … */
export function wordStream(key: Uint8Array): () => number {
  // The keyed state is computed once and copied for each block: it is most of an HMAC's cost on 4 bytes.
  const keyed = hmac.create(sha256, key);
  let counter = 0;
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  return () => {
    if (offset === block.byteLength) {
      const message = new Uint8Array(4);
      new DataView(message.buffer).setUint32(0, counter);
      counter += 1;
      const bytes = keyed.clone().update(message).digest();
      block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      offset = 0;
    }
    const word = block.getUint32(offset);
    offset += 4;
    return word;
  };
}

/**
 * The deal order: `order[k]` is the slot whose card is dealt k-th. Neither side alone chooses it: the server
 * committed to its seed before seeing the client seeds, and the clients gave theirs without seeing it.
 */
export function dealOrder(serverSeed: string, handKey: string, clientSeeds: readonly ClientSeed[]): number[] {
  const seeds = orderedSeeds(clientSeeds)
    .map(({ seat, seed }) => `${seat}:${seed}`)
    .join(',');
  const key = hmac(sha256, hexToBytes(serverSeed), utf8ToBytes(`${FAIRNESS_VERSION}|order|${handKey}|${seeds}`));
  const slots = Array.from({ length: DECK_SIZE }, (_, slot) => slot);
  return shuffleInPlace(slots, uniformIntFrom(wordStream(key)));
}

/** The deck to hand to `createHand(config, { deck })`: the base deck in deal order, first card dealt first. */
export function fairDeck(secrets: DealSecrets, handKey: string, clientSeeds: readonly ClientSeed[]): Card[] {
  return dealOrder(secrets.serverSeed, handKey, clientSeeds).map((slot) => secrets.baseDeck[slot]);
}
