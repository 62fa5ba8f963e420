import { tournamentClock, type Tournament } from 'shared-events/contracts';
import { CountdownDisplay, useSecondsClock, type CountdownDisplayProps } from 'shared-ui/status';
import { timesOf } from '../attend/clock-status';
import { startsInDisplay } from './countdown-format';

export interface StartsInCountdownProps extends Pick<CountdownDisplayProps, 'label' | 'size'> {
  tournament: Pick<Tournament, 'startsAt' | 'lateRegMin' | 'durationMinutes' | 'status'>;
}

/** A tournament's "Starts In" countdown (the lobby cell, the detail page), ticking with the page's seconds clock. */
export function StartsInCountdown({ tournament, ...display }: StartsInCountdownProps) {
  const now = useSecondsClock();
  const times = timesOf(tournament);
  return <CountdownDisplay {...display} {...startsInDisplay({ ...tournamentClock(times), cancelled: times.cancelled }, now)} />;
}
