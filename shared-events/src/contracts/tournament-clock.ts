/**
 * The tournament clock (SPEC §4): the status follows from the start time alone. Pure, shared by the
 * server (which moves stored statuses and emits events) and the modules (which label rows and buttons).
 */
export const DEFAULT_LATE_REG_MINUTES = 15;
export const DEFAULT_DURATION_HOURS = 2;

export type TournamentStatus = 'registering' | 'late reg' | 'running' | 'completed' | 'cancelled';
export type TournamentDynamicStatus = 'registering' | 'running' | 'finished';

export interface TournamentTimes {
  startsAt: Date | string | number;
  lateRegMinutes?: number;
  durationMinutes?: number;
  cancelled?: boolean;
  /**
   * When one player took every chip (issue #23): the real end. Running lasts until then, though it comes before or
   * after the scheduled end (start + duration); a tournament with no play (nobody dealt a hand) ends on schedule.
   */
  finishedAt?: Date | string | number | null;
  /** Tables are in play and nobody has won yet: still Running past the scheduled end. */
  inPlay?: boolean;
  /**
   * An operator's pauses (issue #26): the clock stands still while paused, so late registration and the scheduled end
   * move on by the time paused. `pausedMs`: the pauses that ended; `pausedAt`: since when it is paused, if it is.
   */
  pausedMs?: number;
  pausedAt?: Date | string | number | null;
}

export interface TournamentClock {
  startsAt: number;
  lateRegEndsAt: number;
  endsAt: number;
}

/**
 * The clock's moments. Late registration and the scheduled end are on the tournament's clock: moved on by the time
 * paused, the pause in progress counted up to `now` (without `now`: up to its start, the deadlines a resume at once
 * would keep).
 */
export function tournamentClock(times: TournamentTimes, now?: Date | number): TournamentClock {
  const startsAt = new Date(times.startsAt).getTime();
  const pausedAt = times.pausedAt === null || times.pausedAt === undefined ? undefined : new Date(times.pausedAt).getTime();
  const pausing = pausedAt === undefined || now === undefined ? 0 : Math.max(0, new Date(now).getTime() - pausedAt);
  const clockStart = startsAt + (times.pausedMs ?? 0) + pausing;
  const lateRegEndsAt = clockStart + (times.lateRegMinutes ?? DEFAULT_LATE_REG_MINUTES) * 60_000;
  const scheduledEnd = clockStart + (times.durationMinutes ?? DEFAULT_DURATION_HOURS * 60) * 60_000;
  const endsAt = times.finishedAt ? new Date(times.finishedAt).getTime() : scheduledEnd;
  return { startsAt, lateRegEndsAt, endsAt };
}

/** registering before start, late reg until start + late-reg minutes, running until the end, then completed. */
export function computeTournamentStatus(times: TournamentTimes, now: Date | number): TournamentStatus {
  if (times.cancelled) return 'cancelled';
  const clock = tournamentClock(times, now);
  const at = new Date(now).getTime();
  if (at < clock.startsAt) return 'registering';
  if (at < clock.lateRegEndsAt && at < clock.endsAt) return 'late reg';
  if (at < clock.endsAt || (times.inPlay && !times.finishedAt)) return 'running';
  return 'completed';
}

export function computeDynamicStatus(times: TournamentTimes, now: Date | number): TournamentDynamicStatus {
  const status = computeTournamentStatus({ ...times, cancelled: false }, now);
  return status === 'registering' ? 'registering' : status === 'completed' ? 'finished' : 'running';
}

/** Lobby entry (and room play) is open between start and end. */
export function isLobbyOpen(times: TournamentTimes, now: Date | number): boolean {
  const status = computeTournamentStatus(times, now);
  return status === 'late reg' || status === 'running';
}
