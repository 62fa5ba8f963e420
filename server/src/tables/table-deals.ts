import type { DealFairness, TableHandView, TableSeedRequest, TableView } from 'shared-events/contracts';
import {
  dealCommitment,
  dealOrder,
  dealtDeckPositions,
  FAIRNESS_VERSION,
  fairDeck,
  formatCard,
  isClientSeed,
  newDealSecrets,
  openingsFor,
  type Card,
  type ClientSeed,
  type DealSecrets,
} from 'poker-engine';
import { inPlay, type TableHand, type TableSeat } from './table-model';
import type { TableRecord } from './tables.repository';

/**
 * Provably fair deals (poker-engine FAIRNESS.md, `poker-fair-v1`) at the live tables. The secrets of a deal live only
 * in the table's row (the stored hand): the views carry the commitment before the deal and the reveal after the hand.
 */

/** A hand's deal: committed before it, dealt with these client seeds. */
export interface HandDeal {
  handKey: string;
  commitment: string;
  secrets: DealSecrets;
  clientSeeds: ClientSeed[];
}

/** The next hand's deal, committed to and taking the seated players' seeds until it is dealt. */
export interface PendingDeal extends HandDeal {
  handNumber: number;
  /** Who gave each seed: a seat's seed counts only if its player still sits there at the deal. */
  seededBy: { seat: number; userId: number }[];
}

export const handKeyOf = (tableId: number, handNumber: number) => `table:${tableId}:hand:${handNumber}`;

/** Fresh secrets for hand `handNumber` and the commitment to publish now. */
export function commitDeal(tableId: number, handNumber: number): PendingDeal {
  const handKey = handKeyOf(tableId, handNumber);
  const secrets = newDealSecrets();
  return { handNumber, handKey, secrets, commitment: dealCommitment(handKey, secrets).commitment, clientSeeds: [], seededBy: [] };
}

/**
 * The deal of the hand about to be dealt and its deck: the seeds of players still in their seats and dealt in (a
 * player who gave none, or left, is dealt with the others' seeds).
 */
export function openDeal(pending: PendingDeal, seats: readonly TableSeat[], dealtIn: readonly number[]): { deal: HandDeal; deck: Card[] } {
  const kept = new Set(
    pending.seededBy
      .filter(({ seat, userId }) => dealtIn.includes(seat) && seats.some((s) => s.seat === seat && s.userId === userId))
      .map(({ seat }) => seat),
  );
  const clientSeeds = pending.clientSeeds.filter(({ seat }) => kept.has(seat));
  const deal: HandDeal = { handKey: pending.handKey, commitment: pending.commitment, secrets: pending.secrets, clientSeeds };
  return { deal, deck: fairDeck(deal.secrets, deal.handKey, clientSeeds) };
}

export type SeedRefusal = 'TABLE_FINISHED' | 'NOT_SEATED' | 'DEAL_NOT_OPEN' | 'SEED_ALREADY_GIVEN' | 'INVALID_SEED';

/**
 * Takes a player's seed for the committed next hand, or says why not: only before that hand is dealt, from a player
 * with chips in a seat, one per seat (the first seed stands), 16 to 64 lowercase hex characters.
 */
export function takeSeed(record: TableRecord, userId: number, request: TableSeedRequest): SeedRefusal | { seat: number } {
  if (record.status !== 'playing') return 'TABLE_FINISHED';
  const seat = record.seats.find((s) => s.userId === userId && inPlay(s) && s.stack > 0);
  if (!seat) return 'NOT_SEATED';
  const pending = record.hand.nextDeal;
  if (!pending || pending.handNumber !== request.handNumber) return 'DEAL_NOT_OPEN';
  if (!isClientSeed(request.seed)) return 'INVALID_SEED';
  if (pending.clientSeeds.some((given) => given.seat === seat.seat)) return 'SEED_ALREADY_GIVEN';
  pending.clientSeeds.push({ seat: seat.seat, seed: request.seed });
  pending.seededBy.push({ seat: seat.seat, userId });
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
  const { secrets, handKey, commitment, clientSeeds } = deal;
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
