import { computeDynamicStatus, computeTournamentStatus, TOURNAMENTS_CHANNEL, type TournamentStatusUpdatePayload } from 'shared-events/contracts';
import type { Job } from '../scheduler/scheduler';
import type { TournamentServices } from './registration';
import { tournamentTimes } from './tournament-dto';
import { findStatusCandidates, moveStatus } from './tournaments.repository';

type StatusServices = Pick<TournamentServices, 'db' | 'realtime'>;

/**
 * Moves stored statuses along the clock (registering → late reg → running → completed) and tells the lobby's
 * channel: `tournament:statusUpdate`, plus `tournament:started` on leaving registering and
 * `tournament:ended` on reaching completed. The UPDATE is conditional on the old status, so of two
 * processes (or two runs) only one changes a row, and only that one emits.
 */
export function tournamentStatusJob(services: StatusServices): Job {
  return async (now) => {
    for (const tournament of await findStatusCandidates(services.db, now)) {
      const times = tournamentTimes(tournament);
      const status = computeTournamentStatus(times, now);
      if (status === tournament.status) continue;
      if (!(await moveStatus(services.db, tournament.id, tournament.status, status, now))) continue;
      const payload: TournamentStatusUpdatePayload = {
        tournamentId: tournament.id,
        name: tournament.name,
        status,
        previousStatus: tournament.status,
        dynamicStatus: computeDynamicStatus(times, now),
      };
      const events = [
        'tournament:statusUpdate' as const,
        ...(tournament.status === 'registering' ? ['tournament:started' as const] : []),
        ...(status === 'completed' ? ['tournament:ended' as const] : []),
      ];
      await services.realtime.publish(TOURNAMENTS_CHANNEL, events, payload);
    }
  };
}
