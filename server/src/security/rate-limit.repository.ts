import type { Queryable } from '../db/database';
import type { WindowCount } from './rate-limit-rules';

/**
 * Counts one hit on `key` in one atomic upsert, so concurrent requests on any number of processes see
 * distinct counts. A window older than `windowSeconds` restarts at `at` with this hit as its first.
 */
export async function countHit(db: Queryable, key: string, at: Date, windowSeconds: number): Promise<WindowCount> {
  const { rows } = await db.query<{ hits: number; window_started_at: Date }>(
    `INSERT INTO rate_limit_counters AS counter (key, window_started_at, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       window_started_at = CASE WHEN counter.window_started_at <= $3 THEN $2 ELSE counter.window_started_at END,
       hits = CASE WHEN counter.window_started_at <= $3 THEN 1 ELSE counter.hits + 1 END
     RETURNING hits, window_started_at`,
    [key, at, new Date(at.getTime() - windowSeconds * 1000)],
  );
  return { hits: rows[0].hits, windowStartedAt: new Date(rows[0].window_started_at) };
}

/** Gives one hit back, unless its window has already restarted. */
export async function uncountHit(db: Queryable, key: string, windowStartedAt: Date): Promise<void> {
  await db.query('UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND window_started_at = $2 AND hits > 0', [key, windowStartedAt]);
}

export async function deleteCountersOlderThan(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE window_started_at < $1', [before]);
}
