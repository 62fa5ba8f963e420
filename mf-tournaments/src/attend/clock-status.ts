import {
  computeDynamicStatus,
  computeTournamentStatus,
  type Tournament,
  type TournamentDynamicStatus,
  type TournamentStatus,
  type TournamentTimes,
} from 'shared-events/contracts';

/** What the clock needs of a tournament: its start, late registration, duration and whether it was cancelled. */
export type ClockedTournament = Pick<Tournament, 'startsAt' | 'lateRegMin' | 'durationMinutes' | 'status'> &
  Partial<Pick<Tournament, 'finishedAt' | 'inPlay' | 'pausedAt' | 'pausedMs'>>;

/** The stored status matters only when it is "cancelled" (SPEC §4: a label only); everything else follows the clock. */
export function timesOf(tournament: ClockedTournament): TournamentTimes {
  return {
    startsAt: tournament.startsAt,
    lateRegMinutes: tournament.lateRegMin,
    durationMinutes: tournament.durationMinutes,
    cancelled: tournament.status === 'cancelled',
    // The real end (one player holds every chip) and play past the scheduled end (issue #23).
    finishedAt: tournament.finishedAt,
    inPlay: tournament.inPlay,
    // An operator's pauses: late registration and the end wait for the clock (issue #26).
    pausedAt: tournament.pausedAt,
    pausedMs: tournament.pausedMs,
  };
}

/**
 * The displayed status (SPEC §4): computed at `now`, never the status the server stored when it answered; but once
 * started, a tournament the server calls completed is finished whatever its clock says (issue #23: it ends the moment
 * one player holds every chip, often before its scheduled end), as a cancelled one stays cancelled. Before its start
 * a stored "completed" is stale (the start was moved): the clock decides.
 */
export function clockStatus(tournament: ClockedTournament, now: Date | number): TournamentStatus {
  const status = computeTournamentStatus(timesOf(tournament), now);
  return tournament.status === 'completed' && status !== 'registering' ? 'completed' : status;
}

export function clockDynamicStatus(tournament: ClockedTournament, now: Date | number): TournamentDynamicStatus {
  const status = clockStatus(tournament, now);
  return status === 'completed' ? 'finished' : computeDynamicStatus(timesOf(tournament), now);
}
