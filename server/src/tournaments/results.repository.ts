import type { Queryable } from '../db/database';
import type { RegistrationRow } from './registrations.repository';

/** SQL of tournament_results: each placed player's finishing place and prize. */

export interface PlacedPlayer {
  place: number;
  userId: number;
  prizeMicros: bigint;
}

export interface ResultWithUserRow {
  place: number;
  user_id: number;
  prize_micros: string;
  username: string;
  avatar: string | null;
  country: string;
}

/** Every registration of the tournament (left ones included: a player who left still finished somewhere). */
export async function registrationStates(tx: Queryable, tournamentId: number): Promise<Map<number, RegistrationRow['state']>> {
  const { rows } = await tx.query<{ user_id: number; state: RegistrationRow['state'] }>(
    'SELECT user_id, state FROM tournament_registrations WHERE tournament_id = $1',
    [tournamentId],
  );
  return new Map(rows.map((row) => [row.user_id, row.state]));
}

export async function insertResults(tx: Queryable, tournamentId: number, placed: PlacedPlayer[], at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO tournament_results (tournament_id, place, user_id, prize_micros, recorded_at)
     SELECT $1, place, user_id, prize, $5 FROM unnest($2::int[], $3::int[], $4::bigint[]) AS placed (place, user_id, prize)`,
    [tournamentId, placed.map((p) => p.place), placed.map((p) => p.userId), placed.map((p) => p.prizeMicros.toString()), at],
  );
}

/** The recorded results with each player's public part, 1st first. */
export async function listResultsWithUsers(q: Queryable, tournamentId: number): Promise<ResultWithUserRow[]> {
  const { rows } = await q.query<ResultWithUserRow>(
    `SELECT r.place, r.user_id, r.prize_micros::text AS prize_micros, u.username, u.avatar, u.country
     FROM tournament_results r JOIN users u ON u.id = r.user_id
     WHERE r.tournament_id = $1 ORDER BY r.place`,
    [tournamentId],
  );
  return rows;
}
