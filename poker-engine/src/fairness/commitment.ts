import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { type Card, DECK_SIZE, formatCard } from '../cards';
import { cryptoRandomBytes, shuffledDeck } from '../shuffle';
import { type DealCommitment, type DealSecrets, FAIRNESS_VERSION, type SlotOpening } from './types';

const SEED_BYTES = 32;
const SALT_BYTES = 16;

const sha256Hex = (bytes: Uint8Array): string => bytesToHex(sha256(bytes));

/** Fresh secrets for one hand, all from the platform's CSPRNG (one call for the seed and every salt). */
export function newDealSecrets(): DealSecrets {
  const bytes = cryptoRandomBytes(SEED_BYTES + DECK_SIZE * SALT_BYTES);
  const saltAt = (slot: number) => SEED_BYTES + slot * SALT_BYTES;
  return {
    serverSeed: bytesToHex(bytes.subarray(0, SEED_BYTES)),
    baseDeck: shuffledDeck(),
    salts: Array.from({ length: DECK_SIZE }, (_, slot) => bytesToHex(bytes.subarray(saltAt(slot), saltAt(slot) + SALT_BYTES))),
  };
}

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
