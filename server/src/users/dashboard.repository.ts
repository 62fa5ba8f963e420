import type { Queryable } from '../db/database';

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
