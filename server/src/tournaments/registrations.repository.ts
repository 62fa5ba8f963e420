import type { Queryable } from '../db/database';
import type { TournamentRow } from './tournaments.repository';

/** SQL of tournament_registrations: who holds a seat in which tournament. */

/**
 * Ids of the tournaments the user holds a live registration in, ascending: 'left' registrations do not count,
 * nor those of cancelled (refunded) or deleted tournaments. The lobby's isRegistered, the session user's
 * registeredTournamentIds and the dashboard all read registrations this way.
 */
export async function registeredTournamentIds(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ tournament_id: number }>(
    `SELECT r.tournament_id FROM tournament_registrations r JOIN tournaments t ON t.id = r.tournament_id
     WHERE r.user_id = $1 AND r.state <> 'left' AND t.deleted_at IS NULL AND t.status <> 'cancelled'
     ORDER BY r.tournament_id`,
    [userId],
  );
  return rows.map((row) => row.tournament_id);
}

export interface RegistrationRow {
  tournament_id: number;
  user_id: number;
  entry_fee_micros: string;
  registered_at: Date;
  lobby_entered_at: Date | null;
  state: 'registered' | 'playing' | 'completed' | 'left';
}

/** The rule of `registeredTournamentIds` for one tournament and the user's registration in it (if any). */
export const holdsRegistration = (tournament: TournamentRow, registration: RegistrationRow | undefined): boolean =>
  registration !== undefined && registration.state !== 'left' && tournament.deleted_at === null && tournament.status !== 'cancelled';

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
            count(*) FILTER (WHERE t.starts_at <= $2 AND t.starts_at + t.duration_minutes * interval '1 minute' > $2)::text AS running
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
