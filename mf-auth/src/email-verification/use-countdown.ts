import { useEffect, useState } from 'react';
import { secondsLeft } from './cooldown';

/** A per-second countdown measured against the clock, so a throttled background tab stays right. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = secondsLeft(deadline, Date.now());
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
