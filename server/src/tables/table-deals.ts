import type { DealFairness, TableHandView, TableSeedRequest, TableView } from 'shared-events/contracts';
import {
  dealCommitment,
  dealOrder,
  dealSecretsFromKey,
  dealtDeckPositions,
  FAIRNESS_VERSION,
  fairDeck,
  formatCard,
  isClientSeed,
  newDealKey,
  openingsFor,
  type Card,
  type ClientSeed,
  type DealSecrets,
} from 'poker-engine';
import { inPlay, type TableHand, type TableSeat } from './table-model';
import type { TableRecord } from './tables.repository';
import type { SeedFacts } from './deal-seeds.repository';

/**
 * Provably fair deals (poker-engine FAIRNESS.md, `poker-fair-v1`) at the live tables. A deal's secrets derive from
 * one deal key, kept only in the table's row (the stored hand); the players' seeds wait in their own table
 * (deal-seeds.repository.ts) until the deal takes them. The views carry the commitment before the deal and the reveal
 * after the hand.
 */

/** Where a deal's secrets come from: its deal key, or (a hand committed to before deal keys) the secrets themselves. */
interface DealSource {
  /** 32 bytes, hex (poker-engine dealSecretsFromKey). */
  key?: string;
  secrets?: DealSecrets;
}

/** A hand's deal: committed before it, dealt with these client seeds. */
export interface HandDeal extends DealSource {
  handKey: string;
  commitment: string;
  clientSeeds: ClientSeed[];
}

/** The next hand's deal, committed to and taking the seated players' seeds until it is dealt. */
export interface PendingDeal extends DealSource {
  handNumber: number;
  handKey: string;
  commitment: string;
}

export const handKeyOf = (tableId: number, handNumber: number) => `table:${tableId}:hand:${handNumber}`;

// Deriving a deal's secrets costs some sixty HMACs; a table asks for the same deal's at its commit, its deal and its
// reveal, so the latest are kept (a few per table in play).
const DERIVED_KEPT = 2048;
const derived = new Map<string, DealSecrets>();

/** The deal's secrets. */
export function secretsOf(source: DealSource): DealSecrets {
  if (source.secrets) return source.secrets;
  const key = source.key!;
  let secrets = derived.get(key);
  if (!secrets) {
    secrets = dealSecretsFromKey(key);
    if (derived.size >= DERIVED_KEPT) derived.delete(derived.keys().next().value!);
    derived.set(key, secrets);
  }
  return secrets;
}

/** A fresh deal key for hand `handNumber` and the commitment to publish now. */
export function commitDeal(tableId: number, handNumber: number): PendingDeal {
  const handKey = handKeyOf(tableId, handNumber);
  const key = newDealKey();
  return { handNumber, handKey, key, commitment: dealCommitment(handKey, secretsOf({ key })).commitment };
}

/** A seed given to a committed deal, and who gave it: it counts only if its player still sits there at the deal. */
export interface GivenSeed {
  seat: number;
  userId: number;
  seed: string;
}

/**
 * The deal of the hand about to be dealt and its deck: the seeds `given` by players still in their seats and dealt in
 * (a player who gave none, or left, is dealt with the others' seeds).
 */
export function openDeal(
  pending: PendingDeal,
  given: readonly GivenSeed[],
  seats: readonly TableSeat[],
  dealtIn: readonly number[],
): { deal: HandDeal; deck: Card[] } {
  const clientSeeds = given
    .filter(({ seat, userId }) => dealtIn.includes(seat) && seats.some((s) => s.seat === seat && s.userId === userId))
    .map(({ seat, seed }) => ({ seat, seed }));
  const { handKey, commitment, key, secrets } = pending;
  const deal: HandDeal = { handKey, commitment, ...(key ? { key } : { secrets }), clientSeeds };
  return { deal, deck: fairDeck(secretsOf(deal), deal.handKey, clientSeeds) };
}

export type SeedRefusal = 'TABLE_FINISHED' | 'NOT_SEATED' | 'DEAL_NOT_OPEN' | 'INVALID_SEED';

/**
 * Whether a player's seed may go to the committed next hand, or why not: only before that hand is dealt, from a
 * player with chips in a seat, 16 to 64 lowercase hex characters. One per seat, and none once the deal has come, is
 * the seeds' key's to keep (deal-seeds.repository.ts).
 */
export function seedSeat(table: SeedFacts, userId: number, request: TableSeedRequest): SeedRefusal | { seat: number } {
  if (table.status !== 'playing') return 'TABLE_FINISHED';
  const seat = table.seats.find((s) => s.userId === userId && inPlay(s) && s.stack > 0);
  if (!seat) return 'NOT_SEATED';
  if (table.nextHand !== request.handNumber) return 'DEAL_NOT_OPEN';
  if (!isClientSeed(request.seed)) return 'INVALID_SEED';
  return { seat: seat.seat };
}

/** The commitment to the next hand, while it waits to be dealt. */
export function nextDealView(record: Pick<TableRecord, 'status' | 'hand'>): TableView['nextDeal'] {
  const pending = record.hand.nextDeal;
  if (record.status !== 'playing' || !pending) return null;
  return { handNumber: pending.handNumber, handKey: pending.handKey, commitment: pending.commitment };
}

export function dealView(hand: TableHand): TableHandView['deal'] {
  const { deal } = hand;
  return deal ? { handKey: deal.handKey, commitment: deal.commitment, clientSeedCount: deal.clientSeeds.length } : null;
}

/** Every card the hand dealt (burnt ones aside), opened, with its deck index: the hand's record keeps them all. */
export interface RecordedOpening {
  deckIndex: number;
  slot: number;
  card: string;
  salt: string;
}

/** A deal as the hand's record keeps it (hands.fairness): the reveal, and an opening for every card dealt. */
export type RecordedFairness = Omit<DealFairness, 'openings'> & { openings: RecordedOpening[] };

/** The reveal of a hand once it is over, with the openings of the cards `shown` (all the cards dealt when absent). */
export function revealDeal(hand: TableHand, shown?: ReadonlySet<Card>): RecordedFairness | null {
  const { deal } = hand;
  if (!deal) return null;
  const { handKey, commitment, clientSeeds } = deal;
  const secrets = secretsOf(deal);
  const published = dealCommitment(handKey, secrets);
  const order = dealOrder(secrets.serverSeed, handKey, clientSeeds);
  const dealt = dealtDeckPositions(hand.state.log).filter(({ card }) => !shown || shown.has(card));
  const openings = openingsFor(
    secrets,
    order,
    dealt.map(({ deckIndex }) => deckIndex),
  ).map((opening, index) => ({ deckIndex: dealt[index].deckIndex, slot: opening.slot, card: formatCard(opening.card), salt: opening.salt }));
  return {
    version: FAIRNESS_VERSION,
    handKey,
    commitment,
    serverSeed: secrets.serverSeed,
    serverSeedHash: published.serverSeedHash,
    slotCommitments: published.slotCommitments,
    clientSeeds,
    openings,
  };
}

/** The public reveal of a completed hand: the board and the hands shown down are opened, nothing else. */
export function publicReveal(hand: TableHand): DealFairness | null {
  const { state } = hand;
  const shown = new Set([...state.board, ...state.holeCards.flatMap((cards, position) => (state.revealed[position] ? cards : []))]);
  const reveal = revealDeal(hand, shown);
  return reveal && { ...reveal, openings: reveal.openings.map(({ slot, card, salt }) => ({ slot, card, salt })) };
}
