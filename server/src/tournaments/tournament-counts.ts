import type { AdminStatsResponse, TournamentStatus } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { clockStatusSql } from './tournament-search';

/** The operator's tournament figures: statuses from the clock (not the stored column), deleted ones apart. */
export async function countTournaments(db: Queryable, now: Date): Promise<AdminStatsResponse['tournaments']> {
  const { rows } = await db.query<{ status: TournamentStatus; deleted: boolean; count: number }>(
    `SELECT ${clockStatusSql(now)} AS status, deleted_at IS NOT NULL AS deleted, count(*)::int AS count FROM tournaments GROUP BY 1, 2`,
  );
  const byStatus: Record<TournamentStatus, number> = { registering: 0, 'late reg': 0, running: 0, completed: 0, cancelled: 0 };
  let deleted = 0;
  for (const row of rows) {
    if (row.deleted) deleted += row.count;
    else byStatus[row.status] += row.count;
  }
  return { total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), deleted, byStatus };
}
