import type { Queryable } from '../db/database';
import { pausedSql } from './clock-facts';
import { deleteUnseatedEntries, insertEntry } from './entries.repository';
import type { ReaderFlags } from './tournament-dto';

/** SQL of tournament_registrations: who holds a seat in which tournament. Every write to the table is here. */

/**
 * The tournaments the user holds a live registration in, by id, ascending: 'left' registrations do not count, nor
 * those of cancelled (refunded) or deleted tournaments. The lobby's isRegistered, the session user's
 * registeredTournamentIds and the dashboard all read registrations this way. Each says too whether the user may buy
 * another entry, by the rule insertReEntry applies (every entry out, fewer than max_entries, the tournament not over);
 * whether late registration is open is the clock's to say. `tournamentId` limits the answer to that tournament.
 */
export async function readerRegistrations(q: Queryable, userId: number, tournamentId?: number): Promise<Map<number, ReaderFlags>> {
  // Entries are counted only for a registration whose entries are out ('completed'), in a re-entry tournament still on.
  const { rows } = await q.query<{ tournament_id: number; can_re_enter: boolean }>(
    `SELECT r.tournament_id,
            CASE WHEN r.state = 'completed' AND t.finished_at IS NULL AND t.max_entries > 1 THEN (
              SELECT count(*) FILTER (WHERE e.busted_at IS NULL) = 0 AND count(*) < t.max_entries
              FROM tournament_entries e WHERE e.tournament_id = r.tournament_id AND e.user_id = r.user_id
            ) ELSE false END AS can_re_enter
     FROM tournament_registrations r JOIN tournaments t ON t.id = r.tournament_id
     WHERE r.user_id = $1 AND r.state <> 'left' AND t.deleted_at IS NULL AND t.status <> 'cancelled'
       AND ($2::int IS NULL OR r.tournament_id = $2)
     ORDER BY r.tournament_id`,
    [userId, tournamentId ?? null],
  );
  return new Map(rows.map((row) => [row.tournament_id, { isRegistered: true, canReEnter: row.can_re_enter }]));
}

export async function registeredTournamentIds(q: Queryable, userId: number): Promise<number[]> {
  return [...(await readerRegistrations(q, userId)).keys()];
}

export type RegistrationState = 'registered' | 'playing' | 'completed' | 'left';

export interface RegistrationRow {
  tournament_id: number;
  user_id: number;
  entry_fee_micros: string;
  registered_at: Date;
  lobby_entered_at: Date | null;
  state: RegistrationState;
  /** The seat shard its first seat and fee went to (migration 029); null for a seat in the tournament row's own count. */
  seat_shard: number | null;
}

export async function findRegistrationState(q: Queryable, tournamentId: number, userId: number): Promise<RegistrationState | undefined> {
  const { rows } = await q.query<{ state: RegistrationState }>(
    'SELECT state FROM tournament_registrations WHERE tournament_id = $1 AND user_id = $2',
    [tournamentId, userId],
  );
  return rows[0]?.state;
}

export async function findRegistration(q: Queryable, tournamentId: number, userId: number): Promise<RegistrationRow | undefined> {
  const { rows } = await q.query<RegistrationRow>('SELECT * FROM tournament_registrations WHERE tournament_id = $1 AND user_id = $2', [
    tournamentId,
    userId,
  ]);
  return rows[0];
}

export interface RegistrationWithUserRow extends RegistrationRow {
  username: string;
  email: string;
  avatar: string | null;
  country: string;
}

/** The tournament's registrations with each player's public part and e-mail, in registration order. */
export async function listRegistrationsWithUsers(q: Queryable, tournamentId: number): Promise<RegistrationWithUserRow[]> {
  const { rows } = await q.query<RegistrationWithUserRow>(
    `SELECT r.*, u.username, u.email, u.avatar, u.country
     FROM tournament_registrations r JOIN users u ON u.id = r.user_id
     WHERE r.tournament_id = $1 ORDER BY r.registered_at, r.user_id`,
    [tournamentId],
  );
  return rows;
}

/** How many of the user's live registrations are in tournaments not started yet, and running now. */
export async function countRegisteredTournaments(db: Queryable, userId: number, at: Date): Promise<{ upcoming: number; running: number }> {
  const { rows } = await db.query<{ upcoming: string; running: string }>(
    `SELECT count(*) FILTER (WHERE t.starts_at > $2)::text AS upcoming,
            count(*) FILTER (WHERE t.starts_at <= $2
              AND t.starts_at + t.duration_minutes * interval '1 minute' + ${pausedSql('$2::timestamptz', 't')} > $2)::text AS running
     FROM tournament_registrations r JOIN tournaments t ON t.id = r.tournament_id
     WHERE r.user_id = $1 AND r.state <> 'left' AND t.deleted_at IS NULL AND t.status <> 'cancelled'`,
    [userId, at],
  );
  return { upcoming: Number(rows[0].upcoming), running: Number(rows[0].running) };
}

export interface PaidRegistration {
  user_id: number;
  entry_fee_micros: string;
}

/**
 * The registrations that paid an entry fee, by user id, to refund when the tournament is cancelled (read once
 * before and once under its lock: see lockForRefunds in tournament-lifecycle.ts).
 */
export async function listPaidRegistrations(tx: Queryable, tournamentId: number): Promise<PaidRegistration[]> {
  const { rows } = await tx.query<PaidRegistration>(
    `SELECT user_id, entry_fee_micros FROM tournament_registrations WHERE tournament_id = $1 AND entry_fee_micros > 0 ORDER BY user_id`,
    [tournamentId],
  );
  return rows;
}

export interface NewRegistration {
  tournamentId: number;
  userId: number;
  entryFeeMicros: bigint | string;
  registeredAt: Date;
  /** Already in the lobby (sample data and test set-ups); a registration made through the API enters it later. */
  lobbyEnteredAt?: Date | null;
  state?: RegistrationState;
  /** The seat shard the seat was taken in; none for a seat counted in the tournament row (changePlayersCount). */
  seatShard?: number;
}

/** Writes the registration and its entry (entry 1); false (and nothing written) when the user already has one in this tournament. */
export async function insertRegistration(tx: Queryable, registration: NewRegistration): Promise<boolean> {
  const { tournamentId, userId, entryFeeMicros, registeredAt, lobbyEnteredAt = null, state = 'registered', seatShard = null } = registration;
  const { rowCount } = await tx.query(
    `INSERT INTO tournament_registrations (tournament_id, user_id, entry_fee_micros, registered_at, lobby_entered_at, state, seat_shard)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tournament_id, user_id) DO NOTHING`,
    [tournamentId, userId, entryFeeMicros.toString(), registeredAt, lobbyEnteredAt, state, seatShard],
  );
  if (rowCount === 0) return false;
  await insertEntry(tx, { tournamentId, userId, feeMicros: entryFeeMicros, at: registeredAt });
  return true;
}

/**
 * A re-entry (issue #23 item 7): a player whose entries are all busted buys a new one, if the tournament allows that
 * many: a new entry (a new starting stack, seated by the director), the registration back to 'registered' with the
 * fees of all its entries (a cancel refunds them all). False (nothing written) when they may not.
 */
export async function insertReEntry(
  tx: Queryable,
  reEntry: { tournamentId: number; userId: number; entryFeeMicros: bigint | string; maxEntries: number; at: Date },
): Promise<boolean> {
  const { rows } = await tx.query<{ entries: string; live: string }>(
    `SELECT count(*)::text AS entries, count(*) FILTER (WHERE busted_at IS NULL)::text AS live
     FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2`,
    [reEntry.tournamentId, reEntry.userId],
  );
  if (Number(rows[0].live) > 0 || Number(rows[0].entries) >= reEntry.maxEntries) return false;
  const { rowCount } = await tx.query(
    `UPDATE tournament_registrations SET state = 'registered', entry_fee_micros = entry_fee_micros + $3
     WHERE tournament_id = $1 AND user_id = $2 AND state = 'completed'`,
    [reEntry.tournamentId, reEntry.userId, reEntry.entryFeeMicros.toString()],
  );
  if (rowCount === 0) return false;
  await insertEntry(tx, { tournamentId: reEntry.tournamentId, userId: reEntry.userId, feeMicros: reEntry.entryFeeMicros, at: reEntry.at });
  return true;
}

/** Unregisters a player still waiting for the start; the entry fee they paid, or undefined when there was no such registration. */
export async function deleteWaitingRegistration(tx: Queryable, tournamentId: number, userId: number): Promise<string | undefined> {
  const { rows } = await tx.query<{ entry_fee_micros: string }>(
    `DELETE FROM tournament_registrations WHERE tournament_id = $1 AND user_id = $2 AND state = 'registered' RETURNING entry_fee_micros`,
    [tournamentId, userId],
  );
  if (rows.length > 0) await deleteUnseatedEntries(tx, tournamentId, userId);
  return rows[0]?.entry_fee_micros;
}

/** The first entry into the lobby is kept; undefined when the user holds no live registration. */
export async function markLobbyEntered(q: Queryable, tournamentId: number, userId: number, at: Date): Promise<Date | undefined> {
  const { rows } = await q.query<{ lobby_entered_at: Date }>(
    `UPDATE tournament_registrations SET lobby_entered_at = coalesce(lobby_entered_at, $3)
     WHERE tournament_id = $1 AND user_id = $2 AND state <> 'left' RETURNING lobby_entered_at`,
    [tournamentId, userId, at],
  );
  return rows[0]?.lobby_entered_at;
}

/** Moves registrations between states; `from` limits which ones (a 'left' registration never comes back). Returns how many moved. */
export async function setRegistrationState(
  tx: Queryable,
  tournamentId: number,
  userIds: number[],
  to: RegistrationState,
  from: RegistrationState[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rowCount } = await tx.query(
    'UPDATE tournament_registrations SET state = $3 WHERE tournament_id = $1 AND user_id = ANY($2::int[]) AND state = ANY($4::text[])',
    [tournamentId, userIds, to, from],
  );
  return rowCount;
}

/** The players took a seat: registration 'playing', and the first seat remembered (the monitor seats a player once). */
export async function markSeated(tx: Queryable, tournamentId: number, userIds: number[], at: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE tournament_registrations SET state = 'playing', first_seated_at = coalesce(first_seated_at, $3)
     WHERE tournament_id = $1 AND user_id = ANY($2::int[]) AND state IN ('registered', 'playing')`,
    [tournamentId, userIds, at],
  );
  return rowCount;
}

/** Placed players' registrations end as completed; a player who left keeps 'left' (what they did, and not a live seat). */
export async function completePlacedRegistrations(tx: Queryable, tournamentId: number, userIds: number[]): Promise<void> {
  await tx.query(
    `UPDATE tournament_registrations SET state = 'completed' WHERE tournament_id = $1 AND user_id = ANY($2::int[]) AND state <> 'left'`,
    [tournamentId, userIds],
  );
}
