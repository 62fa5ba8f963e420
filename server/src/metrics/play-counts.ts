import type { Queryable } from '../db/database';

/**
 * The deployment's tables in play and the tournaments they belong to, in one statement over `poker_tables` (a row per
 * table ever opened; no index needed at the sizes a scrape every few seconds sees). Every process reports the same
 * counts: aggregate them with max, not sum.
 */
export async function readPlayCounts(q: Queryable): Promise<{ tablesPlaying: number; tournamentsRunning: number }> {
  const { rows } = await q.query<{ tables: number; tournaments: number }>(
    `SELECT count(*)::int AS tables, count(DISTINCT tournament_id)::int AS tournaments FROM poker_tables WHERE status = 'playing'`,
  );
  return { tablesPlaying: rows[0].tables, tournamentsRunning: rows[0].tournaments };
}
