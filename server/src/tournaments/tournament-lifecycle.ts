import {
  computeDynamicStatus,
  computeTournamentStatus,
  sameBlindStructure,
  tournamentClock,
  TOURNAMENTS_CHANNEL,
  type CreateTournamentRequest,
  type TournamentStatusUpdatePayload,
  type UpdateTournamentRequest,
} from 'shared-events/contracts';
import { RetryTransaction, type ChangeHook, type Queryable } from '../db/database';
import { errors } from '../errors';
import { announceBalance } from '../wallet/balance-changed';
import { foldPoolShards, lockWallets } from '../wallet/ledger';
import { microsToNumber } from '../money/micro-usdt';
import { tournamentBlindStructure } from './blind-structure';
import { refundEntryFee } from './entry-fees';
import type { TournamentServices } from './registration';
import { listPaidRegistrations, type PaidRegistration } from './registrations.repository';
import { spreadSeatLimits } from './seat-shards.repository';
import { tournamentTimes } from './tournament-dto';
import { checkConsistency, parseDateTime, presentFields, templateFields, type TournamentFields } from './tournament-input';
import { tournamentListCache } from './tournament-list-cache';
import {
  findTournamentRow,
  insertTournament,
  markCancelled,
  markDeleted,
  updateTournamentFields,
  type TournamentRow,
} from './tournaments.repository';

export async function createTournament(
  services: TournamentServices,
  adminId: number,
  body: CreateTournamentRequest,
  onCreated?: ChangeHook<null, TournamentRow>,
): Promise<TournamentRow> {
  const now = services.now();
  const startsAt = futureStart(body.startsAt, now);
  const fields = { ...templateFields(body), startsAt, createdBy: adminId, createdAt: now };
  const row = await services.db.transaction(async (tx) => {
    const created = await insertTournament(tx, fields);
    await onCreated?.(tx, null, created);
    return created;
  });
  await announceCreated(services, [row]);
  return row;
}

export async function announceCreated(services: Pick<TournamentServices, 'db' | 'realtime'>, rows: TournamentRow[]): Promise<void> {
  if (rows.length === 0) return;
  tournamentListCache(services.db).invalidate();
  for (const row of rows) {
    await services.realtime.publish(TOURNAMENTS_CHANNEL, 'tournament:created', {
      tournamentId: row.id,
      name: row.name,
      startsAt: row.starts_at.toISOString(),
    });
  }
}

/**
 * Changes what is safe to change. Money already taken is never re-priced: the entry fee and currency are
 * locked once anyone registered (409) rather than refunding differences behind the players' backs. The row's lock waits
 * for the registrations in flight, so the count checked against a new max_players is exact, and the seat shards'
 * limits are spread again over the new one.
 */
export async function updateTournament(
  services: TournamentServices,
  id: number,
  body: UpdateTournamentRequest,
  onChanged?: ChangeHook<TournamentRow>,
): Promise<TournamentRow> {
  const now = services.now();
  const fields = presentFields(body);
  const startsAt = body.startsAt === undefined ? undefined : parseDateTime(body.startsAt, 'startsAt');
  const row = await services.db.transaction(async (tx) => {
    const current = await findTournamentRow(tx, id, { lock: 'FOR NO KEY UPDATE' });
    if (!current) throw errors.tournamentNotFound();
    if (current.status === 'cancelled') throw errors.cancelledNotModifiable();
    if (now.getTime() >= tournamentClock(tournamentTimes(current), now).endsAt) throw errors.tournamentFinished('modified');
    const hasPlayers = current.players_count > 0;
    if (hasPlayers && fields.entryFeeMicros !== undefined && fields.entryFeeMicros !== BigInt(current.entry_fee_micros))
      throw errors.entryFeeLocked();
    if (hasPlayers && fields.currency !== undefined && fields.currency !== current.currency) throw errors.entryFeeLocked();
    if (startsAt && startsAt.getTime() !== current.starts_at.getTime()) {
      if (now.getTime() >= current.starts_at.getTime()) throw errors.startTimeLocked();
      if (startsAt.getTime() <= now.getTime()) throw errors.startsInPast();
    }
    if (fields.maxPlayers !== undefined && fields.maxPlayers < current.players_count) throw errors.maxPlayersBelowRegistered(current.players_count);
    const merged = {
      minPlayers: fields.minPlayers ?? current.min_players,
      maxPlayers: fields.maxPlayers ?? current.max_players,
      lateRegMinutes: fields.lateRegMinutes ?? current.late_reg_minutes,
      durationMinutes: fields.durationMinutes ?? current.duration_minutes,
      startingStack: fields.startingStack ?? current.starting_stack,
      blindStructure: fields.blindStructure === undefined ? current.blind_structure : fields.blindStructure,
    };
    checkConsistency(merged);
    if (now.getTime() >= current.starts_at.getTime() && changesBlindClock(current, { ...fields, ...merged })) throw errors.blindClockLocked();
    const updated = await updateTournamentFields(tx, current.id, fields, startsAt, now);
    if (updated.max_players !== current.max_players) await spreadSeatLimits(tx, current.id);
    await onChanged?.(tx, current, updated);
    return updated;
  });
  tournamentListCache(services.db).invalidate();
  return row;
}

/**
 * Whether an update changes what the tables play: the structure (an admin's, or the default of a new starting stack),
 * the level length or the breaks. The same values sent again (the form sends every field) change nothing.
 */
function changesBlindClock(
  current: TournamentRow,
  next: Pick<TournamentFields, 'startingStack' | 'blindStructure'> & Partial<Pick<TournamentFields, 'blindSpeedSeconds' | 'breakMinutes'>>,
): boolean {
  const structure = tournamentBlindStructure({ blind_structure: next.blindStructure, starting_stack: next.startingStack });
  return (
    !sameBlindStructure(structure, tournamentBlindStructure(current)) ||
    (next.blindSpeedSeconds ?? current.blind_speed_seconds) !== current.blind_speed_seconds ||
    (next.breakMinutes ?? current.break_minutes) !== current.break_minutes
  );
}

export interface CancelOutcome {
  tournament: TournamentRow;
  refundedRegistrations: number;
  refundedMicros: bigint;
  /** Each refunded player's wallet balance after the refund, announced once the transaction commits. */
  refundedBalances: [userId: number, balanceMicros: bigint][];
}

/**
 * Run in a cancel's transaction after the refunds, before the tournament is marked cancelled (the rooms register one:
 * their games end and they close); returns what to do after the commit.
 */
export type TournamentCancelHook = (tx: Queryable, tournamentId: number, at: Date) => Promise<() => void>;

/** The tournaments' services, with the hooks a cancel runs. */
export type LifecycleServices = TournamentServices & { tournamentCancelHooks: readonly TournamentCancelHook[] };

/**
 * Cancels and refunds every paid registration in the same transaction. The tournament row is locked (after
 * the wallets to refund), so of two concurrent cancels (or a cancel and a delete) the second sees 'cancelled'
 * and refunds nothing: each registration is refunded exactly once.
 */
export async function cancelTournament(
  services: LifecycleServices,
  id: number,
  onCancelled?: ChangeHook<TournamentRow, CancelOutcome>,
): Promise<CancelOutcome> {
  const now = services.now();
  let told: (() => void)[] = [];
  const outcome = await services.db.transaction(async (tx) => {
    told = [];
    const { current, paid } = await lockForRefunds(tx, id);
    if (!current) throw errors.tournamentNotFound();
    if (current.status === 'cancelled') throw errors.alreadyCancelled();
    if (now.getTime() >= tournamentClock(tournamentTimes(current), now).endsAt) throw errors.tournamentFinished('cancelled');
    const cancelled = await cancelLocked(services, tx, current, paid, now, told);
    await onCancelled?.(tx, current, cancelled);
    return cancelled;
  });
  told.forEach((run) => run());
  await announceStatus(services, outcome.tournament, outcome.previousStatus);
  announceRefunds(services, outcome);
  return outcome;
}

/**
 * Soft delete. No money is ever stranded: a tournament not paid out is cancelled and refunded on the way (whether or not
 * its scheduled end has passed); a paid-out one keeps its books; one whose prizes are being paid waits for them.
 */
export async function deleteTournament(
  services: LifecycleServices,
  id: number,
  onDeleted?: ChangeHook<TournamentRow, CancelOutcome>,
): Promise<CancelOutcome> {
  const now = services.now();
  let told: (() => void)[] = [];
  const outcome = await services.db.transaction(async (tx) => {
    told = [];
    const { current, paid } = await lockForRefunds(tx, id);
    if (!current) throw errors.tournamentNotFound();
    if (current.finished_at && !current.paid_out_at) throw errors.payoutPending();
    const settled = current.status === 'cancelled' || current.paid_out_at !== null;
    const cancelled = settled
      ? { tournament: current, refundedRegistrations: 0, refundedMicros: 0n, refundedBalances: [], previousStatus: current.status }
      : await cancelLocked(services, tx, current, paid, now, told);
    const deleted = { ...cancelled, tournament: await markDeleted(tx, id, now) };
    await onDeleted?.(tx, current, deleted);
    return deleted;
  });
  told.forEach((run) => run());
  await announceStatus(services, outcome.tournament, outcome.previousStatus);
  announceRefunds(services, outcome);
  return outcome;
}

/**
 * The lock order puts wallets before the tournament, but which wallets a cancel refunds is known only from
 * the registrations: read them, lock those wallets, lock the tournament (no registration comes or goes
 * without its lock), read them again, and start over if a new one came in between.
 */
async function lockForRefunds(tx: Queryable, id: number): Promise<{ current: TournamentRow | undefined; paid: PaidRegistration[] }> {
  const wallets = await lockWallets(
    tx,
    (await listPaidRegistrations(tx, id)).map((registration) => registration.user_id),
  );
  const current = await findTournamentRow(tx, id, { lock: 'FOR NO KEY UPDATE' });
  const paid = await listPaidRegistrations(tx, id);
  if (paid.some((registration) => !wallets.has(registration.user_id)))
    throw new RetryTransaction('a player registered while the wallets were locked');
  return { current, paid };
}

/**
 * Refunds from the pool (its seat shards' parts folded into the row's first), runs the cancel hooks (their after-commit
 * work added to `told`), marks the tournament cancelled.
 */
async function cancelLocked(
  services: LifecycleServices,
  tx: Queryable,
  current: TournamentRow,
  paid: PaidRegistration[],
  now: Date,
  told: (() => void)[],
) {
  const previousStatus = computeTournamentStatus(tournamentTimes(current), now);
  await foldPoolShards(tx, current.id);
  let refundedMicros = 0n;
  const refundedBalances: CancelOutcome['refundedBalances'] = [];
  for (const registration of paid) {
    const amountMicros = BigInt(registration.entry_fee_micros);
    const balance = await refundEntryFee(tx, { tournamentId: current.id, userId: registration.user_id, amountMicros, at: now });
    refundedBalances.push([registration.user_id, balance]);
    refundedMicros += amountMicros;
  }
  for (const hook of services.tournamentCancelHooks) told.push(await hook(tx, current.id, now));
  return {
    tournament: await markCancelled(tx, current.id, now),
    refundedRegistrations: paid.length,
    refundedMicros,
    refundedBalances,
    previousStatus,
  };
}

function announceRefunds(services: TournamentServices, { refundedBalances }: CancelOutcome): void {
  for (const [userId, balance] of refundedBalances) announceBalance(services.realtime, userId, microsToNumber(balance));
}

function announceStatus(services: TournamentServices, row: TournamentRow, previousStatus: TournamentRow['status']): Promise<void> {
  tournamentListCache(services.db).invalidate();
  const payload: TournamentStatusUpdatePayload = {
    tournamentId: row.id,
    name: row.name,
    status: row.status,
    previousStatus,
    dynamicStatus: computeDynamicStatus(tournamentTimes(row), services.now()),
    deleted: row.deleted_at !== null,
  };
  return services.realtime.publish(TOURNAMENTS_CHANNEL, 'tournament:statusUpdate', payload);
}

function futureStart(value: string, now: Date): Date {
  const startsAt = parseDateTime(value, 'startsAt');
  if (startsAt.getTime() <= now.getTime()) throw errors.startsInPast();
  return startsAt;
}
