import { tournamentClock, type Tournament } from 'shared-events/contracts';
import { CountdownDisplay, useSecondsClock, type CountdownDisplayProps } from 'shared-ui/status';
import { timesOf } from '../attend/clock-status';
import { startsInDisplay } from './countdown-format';

export interface StartsInCountdownProps extends Pick<CountdownDisplayProps, 'label' | 'size'> {
  tournament: Pick<Tournament, 'startsAt' | 'lateRegMin' | 'durationMinutes' | 'status'>;
  /** When it really ended (its results' payout), known once it is over. */
  endedAt?: string | null;
}

/** A tournament's "Starts In" countdown (the lobby cell, the detail page), ticking with the page's seconds clock. */
export function StartsInCountdown({ tournament, endedAt, ...display }: StartsInCountdownProps) {
  const now = useSecondsClock();
  const times = timesOf(tournament);
  const ended = endedAt ? { endedAt: Date.parse(endedAt) } : {};
  return <CountdownDisplay {...display} {...startsInDisplay({ ...tournamentClock(times, now), cancelled: times.cancelled, ...ended }, now)} />;
}
