import { CountdownDisplay, type CountdownDisplayProps, type CountdownText } from './CountdownDisplay';
import { formatDuration, secondsLeft } from './format-duration';
import { useSecondsClock } from './use-seconds-clock';

export interface CountdownProps extends Pick<CountdownDisplayProps, 'label' | 'size'> {
  /** The moment counted down to (ms since the epoch). */
  to: number;
  /** What to show with `msLeft` to go (negative once it has passed); by default "02h 14m 09s", then zero. */
  format?: (msLeft: number) => string | CountdownText;
  /** A fixed time to count from instead of the page's clock (stories, tests). */
  now?: number;
}

const detailed = (msLeft: number) => formatDuration(secondsLeft(msLeft));

/**
 * A countdown to a moment that ticks with the page's one seconds clock, so every countdown on the page
 * changes digit together: a tournament's start, the next blind level, a player's action clock.
 */
export function Countdown({ to, format = detailed, now, ...display }: CountdownProps) {
  const clock = useSecondsClock();
  const shown = format(to - (now ?? clock));
  return <CountdownDisplay {...display} {...(typeof shown === 'string' ? { text: shown } : shown)} />;
}
