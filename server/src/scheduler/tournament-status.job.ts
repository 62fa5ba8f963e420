import { computeDynamicStatus, computeTournamentStatus, type TournamentStatus, type TournamentStatusUpdatePayload } from 'shared-events/contracts';
import type { AppServices } from '../app-services';
import type { Job } from './scheduler';

type StatusServices = Pick<AppServices, 'db' | 'realtime'>;

interface ClockedTournamentRow {
  id: number;
  name: string;
  status: TournamentStatus;
  starts_at: Date;
  late_reg_minutes: number;
  duration_minutes: number;
}

/**
 * Moves stored statuses along the clock (registering → late reg → running → completed) and tells every
 * socket: `tournament:statusUpdate`, plus `tournament:started` on leaving registering and
 * `tournament:ended` on reaching completed. The UPDATE is conditional on the old status, so of two
 * processes (or two runs) only one changes a row, and only that one emits.
 */
export function tournamentStatusJob(services: StatusServices): Job {
  return async (now) => {
    for (const tournament of await staleCandidates(services, now)) {
      const times = { startsAt: tournament.starts_at, lateRegMinutes: tournament.late_reg_minutes, durationMinutes: tournament.duration_minutes };
      const status = computeTournamentStatus(times, now);
      if (status === tournament.status) continue;
      const { rows } = await services.db.query(
        `UPDATE tournaments SET status = $2, updated_at = $4
          WHERE id = $1 AND status = $3 AND deleted_at IS NULL RETURNING id`,
        [tournament.id, status, tournament.status, now],
      );
      if (rows.length === 0) continue;
      const payload: TournamentStatusUpdatePayload = {
        tournamentId: tournament.id,
        name: tournament.name,
        status,
        previousStatus: tournament.status,
        dynamicStatus: computeDynamicStatus(times, now),
      };
      services.realtime.broadcast('tournament:statusUpdate', payload);
      if (tournament.status === 'registering') services.realtime.broadcast('tournament:started', payload);
      if (status === 'completed') services.realtime.broadcast('tournament:ended', payload);
    }
  };
}

/**
 * Rows whose stored status may be behind the clock: not cancelled or deleted, not registering for a future
 * start, not long completed (those change only when an admin moves their times).
 */
async function staleCandidates({ db }: StatusServices, now: Date): Promise<ClockedTournamentRow[]> {
  const { rows } = await db.query<ClockedTournamentRow>(
    `SELECT id, name, status, starts_at, late_reg_minutes, duration_minutes
       FROM tournaments
      WHERE deleted_at IS NULL AND status <> 'cancelled'
        AND (status <> 'registering' OR starts_at <= $1)
        AND (status <> 'completed' OR starts_at + duration_minutes * interval '1 minute' > $1)
      ORDER BY starts_at, id`,
    [now],
  );
  return rows;
}
