import { useCallback, useSyncExternalStore } from 'react';
import { tournamentClock } from 'shared-events/contracts';
import { timesOf, type ClockedTournament } from '../attend/clock-status';

// setTimeout overflows past 2^31 - 1 ms (about 24.8 days); a farther change is waited for in steps.
const LONGEST_WAIT_MS = 2 ** 31 - 1;
const NONE: readonly ClockedTournament[] = [];

/** Every moment one of the tournaments changes clock status: its start, the end of late registration, its end. */
function statusChangeMoments(tournaments: readonly ClockedTournament[]): number[] {
  return tournaments
    .filter((tournament) => tournament.status !== 'cancelled')
    .flatMap((tournament) => {
      const { startsAt, lateRegEndsAt, endsAt } = tournamentClock(timesOf(tournament));
      return [startsAt, lateRegEndsAt, endsAt];
    });
}

/** The next moment after `now` at which one of the tournaments changes clock status. */
export function nextStatusChange(tournaments: readonly ClockedTournament[], now: number): number | undefined {
  const coming = statusChangeMoments(tournaments).filter((moment) => moment > now);
  return coming.length ? Math.min(...coming) : undefined;
}

/**
 * A moment at which every tournament has the status it has at `now`, unchanged until the next status change:
 * the latest change so far (a status starts at its change), or just before the first one.
 */
export function statusMoment(tournaments: readonly ClockedTournament[], now: number): number {
  const moments = statusChangeMoments(tournaments);
  const past = moments.filter((moment) => moment <= now);
  if (past.length) return Math.max(...past);
  return moments.length ? Math.min(...moments) - 1 : 0;
}

/**
 * The time to compute statuses, badges and buttons at: it changes only when some tournament's status does,
 * so rows re-render then rather than every second (the countdowns tick on their own).
 */
export function useStatusClock(tournaments: readonly ClockedTournament[] | undefined): number {
  const list = tournaments ?? NONE;
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const next = nextStatusChange(list, Date.now());
        if (next === undefined) return;
        // A timer firing a moment early finds the same status moment and simply waits again.
        timer = setTimeout(
          () => {
            onChange();
            schedule();
          },
          Math.min(next - Date.now(), LONGEST_WAIT_MS),
        );
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [list],
  );
  const snapshot = useCallback(() => statusMoment(list, Date.now()), [list]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
