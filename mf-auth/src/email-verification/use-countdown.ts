import { useEffect, useState } from 'react';
import { secondsLeft } from 'shared-ui/status';

/**
 * A per-second countdown measured against the clock, so a throttled background tab stays right.
 * `initialDeadline` (ms epoch) starts it already running, e.g. from the mail sent at sign-up.
 */
export function useCountdown(initialDeadline?: number) {
  const [deadline, setDeadline] = useState<number | null>(() =>
    initialDeadline !== undefined && secondsLeft(initialDeadline - Date.now()) > 0 ? initialDeadline : null,
  );
  const [seconds, setSeconds] = useState(() => (deadline === null ? 0 : secondsLeft(deadline - Date.now())));

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = secondsLeft(deadline - Date.now());
      setSeconds(left);
      if (left === 0) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = (durationSeconds: number) => {
    setDeadline(Date.now() + durationSeconds * 1000);
    setSeconds(durationSeconds);
  };
  return { seconds, start };
}
