import { tournamentClock, TOURNAMENTS_CHANNEL, type TournamentCurrency, type TournamentResultsResponse } from 'shared-events/contracts';
import type { ChangeHook, Queryable } from '../db/database';
import { errors } from '../errors';
import { foldPoolShards, lockWallets, transfer } from '../wallet/ledger';
import { microsToNumber } from '../money/micro-usdt';
import { insertNotification, type NotificationRow } from '../notifications/notifications.repository';
import { pushNotification } from '../notifications/notify';
import { announceBalance } from '../wallet/balance-changed';
import { splitPrizes } from './prize-split';
import { completePlacedRegistrations } from './registrations.repository';
import { insertResults, listResultsWithUsers, registrationStates, type PlacedPlayer } from './results.repository';
import { resultsNotice } from './results-notice';
import { tournamentTimes } from './tournament-dto';
import type { TournamentServices } from './registration';
import { findTournamentRow, markPaidOut, type TournamentRow } from './tournaments.repository';

/**
 * Records the finishing order (user ids, 1st first) of an ended tournament and pays its prizes, once. One
 * transaction under the placed players' wallet locks and then the tournament row lock (the lock order of
 * db/database.ts): of concurrent payouts the first pays and the others find paid_out_at set. Prizes come from max(pool, guarantee);
 * when they need more than the pool holds, the operator's overlay tops it up first. The placed players'
 * notifications are stored in the same transaction, so each gets exactly one, and pushed after the commit.
 */
export async function payOutTournament(
  services: TournamentServices,
  tournamentId: number,
  finishingOrder: number[],
  onPaid?: ChangeHook<TournamentRow, { tournament: TournamentRow; placed: PlacedPlayer[] }>,
): Promise<TournamentResultsResponse> {
  const now = services.now();
  const outcome = await services.db.transaction(async (tx) => {
    await lockWallets(tx, finishingOrder);
    const row = await findTournamentRow(tx, tournamentId, { includeDeleted: true, lock: 'FOR NO KEY UPDATE' });
    if (!row) throw errors.tournamentNotFound();
    if (row.deleted_at) throw errors.resultsOfDeleted();
    if (row.status === 'cancelled') throw errors.resultsOfCancelled();
    if (row.paid_out_at) throw errors.resultsAlreadyRecorded();
    // A tournament whose tables dealt is finished and paid by play (the director), never by hand.
    if (row.play_started_at) throw errors.resultsByPlay();
    if (now.getTime() < tournamentClock(tournamentTimes(row), now).endsAt) throw errors.resultsBeforeEnd();
    await checkFinishingOrder(tx, row.id, finishingOrder);

    const split = splitPrizes(row.prize_structure, prizeMoneyMicros(row), finishingOrder.length);
    if (!split.ok) throw errors.invalidPrizeStructure(split.reason);
    const placed: PlacedPlayer[] = finishingOrder.map((userId, index) => ({ place: index + 1, userId, prizeMicros: split.prizes[index] }));
    const paid = await payPlaces(tx, row, placed, (await registrationStates(tx, row.id)).size, now);
    await onPaid?.(tx, row, { tournament: paid.tournament, placed });
    return paid;
  });
  await announcePayout(services, outcome);
  return tournamentResults(services.db, tournamentId);
}

export interface PayoutOutcome {
  tournament: TournamentRow;
  balances: Map<number, bigint>;
  notices: NotificationRow[];
}

/**
 * In the payout's transaction, the tournament row locked and not paid out yet (the caller checked): the pool's seat shard
 * parts folded into the row's, the overlay if the prizes need it, each prize pool → wallet, the results (one row per
 * place: a second payout fails on their key and writes nothing), the placed registrations completed, each placed
 * player's notification, and the pool marked paid out.
 */
export async function payPlaces(tx: Queryable, row: TournamentRow, placed: PlacedPlayer[], entries: number, now: Date): Promise<PayoutOutcome> {
  await foldPoolShards(tx, row.id);
  const balances = await payPrizes(tx, row, placed, now);
  await insertResults(tx, row.id, placed, now);
  await completePlacedRegistrations(
    tx,
    row.id,
    placed.map((player) => player.userId),
  );
  const notices: NotificationRow[] = [];
  for (const { userId, place, prizeMicros } of placed) {
    const stored = await insertNotification(tx, userId, resultsNotice(row, place, prizeMicros, entries), now);
    if (stored) notices.push(stored);
  }
  return { tournament: await markPaidOut(tx, row.id, BigInt(row.pool_micros), now), balances, notices };
}

/** After the payout's commit: the new balances, the notifications, and the lobby's "results published". */
export async function announcePayout(services: TournamentServices, outcome: PayoutOutcome): Promise<void> {
  for (const [userId, balance] of outcome.balances) announceBalance(services.realtime, userId, microsToNumber(balance));
  for (const notice of outcome.notices) pushNotification(services, notice);
  await services.realtime.publish(TOURNAMENTS_CHANNEL, 'tournament:resultsPublished', {
    tournamentId: outcome.tournament.id,
    name: outcome.tournament.name,
  });
}

/** A tournament's results as the public reads them: empty and `paidOut: false` until the payout. */
export async function tournamentResults(db: Queryable, tournamentId: number): Promise<TournamentResultsResponse> {
  const row = await findTournamentRow(db, tournamentId);
  if (!row) throw errors.tournamentNotFound();
  const results = row.paid_out_at ? await listResultsWithUsers(db, tournamentId) : [];
  return {
    tournamentId: row.id,
    paidOut: row.paid_out_at !== null,
    paidOutAt: row.paid_out_at?.toISOString() ?? null,
    currency: row.currency as TournamentCurrency,
    pool: microsToNumber(prizeMoneyMicros(row)),
    results: results.map((result) => ({
      place: result.place,
      prize: microsToNumber(result.prize_micros),
      user: { id: result.user_id, username: result.username, avatar: result.avatar, country: result.country },
    })),
  };
}

/** What the places share: the entry money (as it was at the payout, once paid) or the guarantee if higher. */
export function prizeMoneyMicros(row: TournamentRow): bigint {
  if (row.status === 'cancelled') return 0n;
  const pool = BigInt(row.paid_out_pool_micros ?? row.pool_micros);
  const guarantee = BigInt(row.guaranteed_pool_micros);
  return pool > guarantee ? pool : guarantee;
}

/**
 * Every placed user must hold a registration of this tournament, once. A player who left the tournament still
 * has a finishing place (they busted or walked away; the table runtime ranks them), so 'left' counts.
 */
async function checkFinishingOrder(tx: Queryable, tournamentId: number, finishingOrder: number[]): Promise<void> {
  const registered = await registrationStates(tx, tournamentId);
  if (finishingOrder.length > registered.size) throw errors.tooManyPlaces(finishingOrder.length, registered.size);
  const seen = new Set<number>();
  for (const userId of finishingOrder) {
    if (seen.has(userId)) throw errors.placeListedTwice(userId);
    if (!registered.has(userId)) throw errors.placeNotRegistered(userId);
    seen.add(userId);
  }
}

/** Overlay first (external → pool) when the prizes need more than the pool holds, then pool → each winner's wallet. */
async function payPrizes(tx: Queryable, row: TournamentRow, placed: PlacedPlayer[], at: Date): Promise<Map<number, bigint>> {
  const tournamentId = row.id;
  const total = placed.reduce((sum, { prizeMicros }) => sum + prizeMicros, 0n);
  const pool = BigInt(row.pool_micros);
  if (total > pool) {
    await transfer(tx, {
      kind: 'guarantee_overlay',
      from: { kind: 'external' },
      to: { kind: 'pool', tournamentId },
      amountMicros: total - pool,
      tournamentId,
      at,
    });
  }
  const balances = new Map<number, bigint>();
  for (const { userId, prizeMicros } of placed) {
    if (prizeMicros === 0n) continue;
    const { walletBalances } = await transfer(tx, {
      kind: 'prize',
      from: { kind: 'pool', tournamentId },
      to: { kind: 'wallet', userId },
      amountMicros: prizeMicros,
      userId,
      tournamentId,
      at,
    });
    balances.set(userId, walletBalances.get(userId)!);
  }
  return balances;
}
