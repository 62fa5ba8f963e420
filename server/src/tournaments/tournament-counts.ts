import { computeTournamentStatus, type AdminStatsResponse, type TournamentStatus } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { tournamentTimes } from './tournament-dto';
import { listAllTournamentRows } from './tournaments.repository';

/** The operator's tournament figures: statuses from the clock (not the stored column), deleted ones apart. */
export async function countTournaments(db: Queryable, now: Date): Promise<AdminStatsResponse['tournaments']> {
  const byStatus: Record<TournamentStatus, number> = { registering: 0, 'late reg': 0, running: 0, completed: 0, cancelled: 0 };
  let total = 0;
  let deleted = 0;
  for (const row of await listAllTournamentRows(db)) {
    if (row.deleted_at) {
      deleted += 1;
      continue;
    }
    total += 1;
    byStatus[computeTournamentStatus(tournamentTimes(row), now)] += 1;
  }
  return { total, deleted, byStatus };
}
