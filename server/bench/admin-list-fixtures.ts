import { Tokens } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { createBenchUser } from './bench-fixtures';

/** The admin list benchmark's operator and what they look for. */
export interface AdminListBenchFixtures {
  token: string;
  tournaments: number;
  /** A tournament to find by its id. */
  searchId: number;
}

export const ADMIN_LIST_TOURNAMENTS = 10_000;
const SERIES = ['Sunday Major', 'Daily Turbo', 'Night Owl', 'Deepstack', 'High Roller'];

/**
 * An admin and 10,000 tournaments inserted in one statement: starts every 13 minutes over 90 days around now (most
 * completed or registering, a few in late registration or running), one in 20 cancelled, one in 50 deleted, entry
 * fees, players and creation times all different. The stored status is left 'registering' (as between the
 * scheduler's ticks): the list reads the status from the clock. Then `VACUUM ANALYZE`, as autovacuum leaves a settled table.
 */
export async function prepareAdminListFixtures(db: Database, secret: string, now: Date): Promise<AdminListBenchFixtures> {
  const admin = await createBenchUser(db, new Tokens(secret, () => new Date()), 'benchadmin', now);
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  await db.query(
    `INSERT INTO tournaments (name, game_type, entry_fee_micros, starts_at, max_players, players_count, status, cancelled_at, deleted_at,
       created_at, updated_at)
     SELECT 'Bench ' || ($3::text[])[g % 5 + 1] || ' #' || g, CASE WHEN g % 3 = 0 THEN 'PLO' ELSE 'NLH' END, (g % 50) * 1000000,
            $1::timestamptz + (g - $2 / 2) * interval '13 minutes', 1000, g * 7 % 1000,
            CASE WHEN g % 20 = 0 THEN 'cancelled' ELSE 'registering' END, CASE WHEN g % 20 = 0 THEN $1::timestamptz END,
            CASE WHEN g % 50 = 7 THEN $1::timestamptz END, $1::timestamptz - (g * 37 % 2000) * interval '1 hour', $1
     FROM generate_series(1, $2) g`,
    [now, ADMIN_LIST_TOURNAMENTS, SERIES],
  );
  await db.query('VACUUM ANALYZE tournaments');
  const { rows } = await db.query<{ count: number; id: number }>(
    'SELECT (SELECT count(*)::int FROM tournaments) AS count, (SELECT id FROM tournaments ORDER BY id OFFSET 4321 LIMIT 1) AS id',
  );
  return { token: admin.token, tournaments: rows[0].count, searchId: rows[0].id };
}
