import { errors } from '../errors';
import { publishRoomsUpdate } from '../rooms/rooms-events';
import { closeTournamentRooms } from '../rooms/rooms.repository';
import {
  computeDynamicStatus,
  computeTournamentStatus,
  tournamentClock,
  type CreateTournamentRequest,
  type TournamentStatusUpdatePayload,
  type UpdateTournamentRequest,
} from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { refundEntryFee } from '../tournaments/entry-fees';
import type { TournamentServices } from '../tournaments/registration';
import { tournamentTimes } from '../tournaments/tournament-dto';
import { tournamentListCache } from '../tournaments/tournament-list-cache';
import { findTournamentRow, insertTournament, type TournamentRow } from '../tournaments/tournaments.repository';
import { checkConsistency, parseDateTime, presentFields, templateFields, type TournamentFields } from './tournament-input';

export async function createTournament(services: TournamentServices, adminId: number, body: CreateTournamentRequest): Promise<TournamentRow> {
  const now = services.now();
  const startsAt = futureStart(body.startsAt, now);
  const row = await insertTournament(services.db, { ...templateFields(body), startsAt, createdBy: adminId, createdAt: now });
  announceCreated(services, [row]);
  return row;
}

export function announceCreated(services: Pick<TournamentServices, 'db' | 'realtime'>, rows: TournamentRow[]): void {
  if (rows.length === 0) return;
  tournamentListCache(services.db).invalidate();
  for (const row of rows) {
    services.realtime.broadcast('tournament:created', { tournamentId: row.id, name: row.name, startsAt: row.starts_at.toISOString() });
  }
}

const COLUMNS: Record<keyof TournamentFields, string> = {
  name: 'name',
  gameType: 'game_type',
  entryFeeMicros: 'entry_fee_micros',
  guaranteedPoolMicros: 'guaranteed_pool_micros',
  durationMinutes: 'duration_minutes',
  lateRegMinutes: 'late_reg_minutes',
  minPlayers: 'min_players',
  maxPlayers: 'max_players',
  startingStack: 'starting_stack',
  blindSpeedSeconds: 'blind_speed_seconds',
  banner: 'banner',
  theme: 'theme',
  prizeStructure: 'prize_structure',
  currency: 'currency',
};

/**
 * Changes what is safe to change. Money already taken is never re-priced: the entry fee and currency are
 * locked once anyone registered (409) rather than refunding differences behind the players' backs.
 */
export async function updateTournament(services: TournamentServices, id: number, body: UpdateTournamentRequest): Promise<TournamentRow> {
  const now = services.now();
  const fields = presentFields(body);
  const startsAt = body.startsAt === undefined ? undefined : parseDateTime(body.startsAt, 'startsAt');
  const row = await services.db.transaction(async (tx) => {
    const current = await findTournamentRow(tx, id, { lock: true });
    if (!current) throw errors.tournamentNotFound();
    if (current.status === 'cancelled') throw errors.cancelledNotModifiable();
    if (now.getTime() >= tournamentClock(tournamentTimes(current)).endsAt) throw errors.tournamentFinished('modified');
    const hasPlayers = current.players_count > 0;
    if (hasPlayers && fields.entryFeeMicros !== undefined && fields.entryFeeMicros !== BigInt(current.entry_fee_micros)) throw errors.entryFeeLocked();
    if (hasPlayers && fields.currency !== undefined && fields.currency !== current.currency) throw errors.entryFeeLocked();
    if (startsAt && startsAt.getTime() !== current.starts_at.getTime()) {
      if (now.getTime() >= current.starts_at.getTime()) throw errors.startTimeLocked();
      if (startsAt.getTime() <= now.getTime()) throw errors.startsInPast();
    }
    if (fields.maxPlayers !== undefined && fields.maxPlayers < current.players_count) throw errors.maxPlayersBelowRegistered(current.players_count);
    checkConsistency({
      minPlayers: fields.minPlayers ?? current.min_players,
      maxPlayers: fields.maxPlayers ?? current.max_players,
      lateRegMinutes: fields.lateRegMinutes ?? current.late_reg_minutes,
      durationMinutes: fields.durationMinutes ?? current.duration_minutes,
    });
    return applyUpdate(tx, current, fields, startsAt, now);
  });
  tournamentListCache(services.db).invalidate();
  return row;
}

async function applyUpdate(tx: Queryable, current: TournamentRow, fields: Partial<TournamentFields>, startsAt: Date | undefined, now: Date) {
  const sets: string[] = [];
  const values: unknown[] = [current.id, now];
  for (const [key, value] of Object.entries(fields) as [keyof TournamentFields, unknown][]) {
    values.push(key === 'prizeStructure' ? (value === null ? null : JSON.stringify(value)) : typeof value === 'bigint' ? value.toString() : value);
    sets.push(`${COLUMNS[key]} = $${values.length}${key === 'prizeStructure' ? '::jsonb' : ''}`);
  }
  if (startsAt) {
    values.push(startsAt);
    sets.push(`starts_at = $${values.length}`);
  }
  const { rows } = await tx.query<TournamentRow>(`UPDATE tournaments SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING *`, values);
  return rows[0];
}

export interface CancelOutcome {
  tournament: TournamentRow;
  refundedRegistrations: number;
  refundedMicros: bigint;
}

/**
 * Cancels and refunds every paid registration in the same transaction. The tournament row is locked
 * first, so of two concurrent cancels (or a cancel and a delete) the second sees 'cancelled' and refunds
 * nothing: each registration is refunded exactly once.
 */
export async function cancelTournament(services: TournamentServices, id: number): Promise<CancelOutcome> {
  const now = services.now();
  const outcome = await services.db.transaction(async (tx) => {
    const current = await findTournamentRow(tx, id, { lock: true });
    if (!current) throw errors.tournamentNotFound();
    if (current.status === 'cancelled') throw errors.alreadyCancelled();
    if (now.getTime() >= tournamentClock(tournamentTimes(current)).endsAt) throw errors.tournamentFinished('cancelled');
    return cancelLocked(tx, current, now);
  });
  announceStatus(services, outcome.tournament, outcome.previousStatus);
  return outcome;
}

/** Soft delete. A tournament still to finish is cancelled (and refunded) on the way; a finished one keeps its books. */
export async function deleteTournament(services: TournamentServices, id: number): Promise<CancelOutcome> {
  const now = services.now();
  const outcome = await services.db.transaction(async (tx) => {
    const current = await findTournamentRow(tx, id, { lock: true });
    if (!current) throw errors.tournamentNotFound();
    const settled = current.status === 'cancelled' || now.getTime() >= tournamentClock(tournamentTimes(current)).endsAt;
    const cancelled = settled
      ? { tournament: current, refundedRegistrations: 0, refundedMicros: 0n, previousStatus: current.status }
      : await cancelLocked(tx, current, now);
    const { rows } = await tx.query<TournamentRow>('UPDATE tournaments SET deleted_at = $2, updated_at = $2 WHERE id = $1 RETURNING *', [id, now]);
    return { ...cancelled, tournament: rows[0] };
  });
  announceStatus(services, outcome.tournament, outcome.previousStatus);
  return outcome;
}

async function cancelLocked(tx: Queryable, current: TournamentRow, now: Date) {
  const previousStatus = computeTournamentStatus(tournamentTimes(current), now);
  const { rows: paid } = await tx.query<{ user_id: number; entry_fee_micros: string }>(
    `SELECT user_id, entry_fee_micros FROM tournament_registrations WHERE tournament_id = $1 AND entry_fee_micros > 0 ORDER BY user_id`,
    [current.id],
  );
  let refundedMicros = 0n;
  for (const registration of paid) {
    const amountMicros = BigInt(registration.entry_fee_micros);
    await refundEntryFee(tx, { tournamentId: current.id, userId: registration.user_id, amountMicros, at: now });
    refundedMicros += amountMicros;
  }
  await closeTournamentRooms(tx, current.id, now);
  const { rows } = await tx.query<TournamentRow>(
    `UPDATE tournaments SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1 RETURNING *`,
    [current.id, now],
  );
  return { tournament: rows[0], refundedRegistrations: paid.length, refundedMicros, previousStatus };
}

function announceStatus(services: TournamentServices, row: TournamentRow, previousStatus: TournamentRow['status']): void {
  tournamentListCache(services.db).invalidate();
  // The rooms closed with the tournament; a failed live update only delays what the next read shows.
  if (row.status === 'cancelled') void publishRoomsUpdate(services, row.id).catch(() => {});
  const payload: TournamentStatusUpdatePayload = {
    tournamentId: row.id,
    name: row.name,
    status: row.status,
    previousStatus,
    dynamicStatus: computeDynamicStatus(tournamentTimes(row), services.now()),
    deleted: row.deleted_at !== null,
  };
  services.realtime.broadcast('tournament:statusUpdate', payload);
}

function futureStart(value: string, now: Date): Date {
  const startsAt = parseDateTime(value, 'startsAt');
  if (startsAt.getTime() <= now.getTime()) throw errors.startsInPast();
  return startsAt;
}
