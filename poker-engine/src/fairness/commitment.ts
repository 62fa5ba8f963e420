import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { type Card, DECK_SIZE, formatCard, newDeck } from '../cards';
import { cryptoRandomBytes, shuffleInPlace, uniformIntFrom } from '../shuffle';
import { wordStream } from './order';
import { type DealCommitment, type DealSecrets, FAIRNESS_VERSION, type SlotOpening } from './types';

const KEY_BYTES = 32;
const SALT_BYTES = 16;

const sha256Hex = (bytes: Uint8Array): string => bytesToHex(sha256(bytes));

/** A fresh deal key: 32 bytes from the platform's CSPRNG, hex. The server keeps it, and only it, until the hand is over. */
export const newDealKey = (): string => bytesToHex(cryptoRandomBytes(KEY_BYTES));

/**
 * A hand's secrets, derived from its deal key (FAIRNESS.md, "The server's secrets"): the server seed, the base deck
 * and every salt are HMAC-SHA-256 outputs under the key, each for its own label, so revealing some of them tells
 * nothing of the others or of the key. A verifier never needs the key.
 */
export function dealSecretsFromKey(dealKey: string): DealSecrets {
  const key = hexToBytes(dealKey);
  if (key.length !== KEY_BYTES) throw new RangeError(`a deal key is ${KEY_BYTES} bytes, got ${key.length}`);
  const derive = (label: string) => hmac(sha256, key, utf8ToBytes(`${FAIRNESS_VERSION}|secret|${label}`));
  const baseDeck = shuffleInPlace(newDeck(), uniformIntFrom(wordStream(derive('base-deck'))));
  return {
    serverSeed: bytesToHex(derive('server-seed')),
    baseDeck,
    salts: Array.from({ length: DECK_SIZE }, (_, slot) => bytesToHex(derive(`salt|${slot}`).subarray(0, SALT_BYTES))),
  };
}

/** Fresh secrets for one hand, from a fresh deal key. */
export const newDealSecrets = (): DealSecrets => dealSecretsFromKey(newDealKey());

/** The salted hash binding slot `slot` to `card`: without the salt, the 52 possible cards cannot be tried. */
export function slotCommitment(slot: number, salt: string, card: Card): string {
  return sha256Hex(utf8ToBytes(`${FAIRNESS_VERSION}|slot|${slot}|${salt}|${formatCard(card)}`));
}

export function serverSeedHash(serverSeed: string): string {
  return sha256Hex(hexToBytes(serverSeed));
}

/** The one hash published before the deal: it binds the hand key, the server seed and every slot's card. */
export function handCommitment(handKey: string, seedHash: string, slotCommitments: readonly string[]): string {
  return sha256Hex(utf8ToBytes(`${FAIRNESS_VERSION}|commit|${handKey}|${seedHash}|${slotCommitments.join('')}`));
}

export function dealCommitment(handKey: string, secrets: DealSecrets): DealCommitment {
  const slotCommitments = secrets.baseDeck.map((card, slot) => slotCommitment(slot, secrets.salts[slot], card));
  const seedHash = serverSeedHash(secrets.serverSeed);
  return { commitment: handCommitment(handKey, seedHash, slotCommitments), serverSeedHash: seedHash, slotCommitments };
}

/**
 * Openings for the cards dealt at `deckIndices` of the deal order `order` (see `dealOrder`). Open only what
 * the viewer saw: an opened slot shows its card to whoever reads the reveal.
 */
export function openingsFor(secrets: DealSecrets, order: readonly number[], deckIndices: readonly number[]): SlotOpening[] {
  return deckIndices.map((deckIndex) => {
    const slot = order[deckIndex];
    if (slot === undefined) throw new RangeError(`no card is dealt at deck index ${deckIndex}`);
    return { slot, card: secrets.baseDeck[slot], salt: secrets.salts[slot] };
  });
}
