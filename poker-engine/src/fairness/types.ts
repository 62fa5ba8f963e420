import type { Card } from '../cards';

/** Names the construction in every hashed message, so no hash of it can be mistaken for another's. */
export const FAIRNESS_VERSION = 'poker-fair-v1';

/** What the server keeps secret until the hand is over. Hex is lowercase throughout. */
export interface DealSecrets {
  /** 32 random bytes, hex: with the client seeds it decides the deal order. */
  serverSeed: string;
  /** The 52 cards in a CSPRNG-shuffled order: slot i holds `baseDeck[i]`. */
  baseDeck: Card[];
  /** 16 random bytes per slot, hex: opening one slot reveals nothing about another. */
  salts: string[];
}

/** Published before the deal: `commitment` alone binds the server; the rest is revealed with the hand. */
export interface DealCommitment {
  commitment: string;
  serverSeedHash: string;
  slotCommitments: string[];
}

/** A player's contribution to the order, given before the deal (16 to 64 lowercase hex characters). */
export interface ClientSeed {
  seat: number;
  seed: string;
}

/** One slot opened: the card it held and the salt that proves it against the slot's commitment. */
export interface SlotOpening {
  slot: number;
  card: Card;
  salt: string;
}

/** What the server publishes after the hand, for one viewer: every card he saw, opened. */
export interface DealReveal {
  version: string;
  handKey: string;
  /** Published before the deal: a verifier also holds it to the one he recorded then (`expect.commitment`). */
  commitment: string;
  serverSeed: string;
  serverSeedHash: string;
  slotCommitments: string[];
  clientSeeds: ClientSeed[];
  openings: SlotOpening[];
}

/** A card the viewer saw, and where in the deal order (the deck `createHand` took) it was dealt from. */
export interface ShownCard {
  deckIndex: number;
  card: Card;
  /** Which card it was ("the flop's first card"), to name it in a problem. */
  label?: string;
}

export type DealVerdict = { ok: true; checked: number } | { ok: false; problems: string[] };
