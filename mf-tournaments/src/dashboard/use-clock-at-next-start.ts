import { useEffect, useState } from 'react';

// setTimeout fires at once for delays beyond 2^31 - 1 ms (about 24.8 days).
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The current time, read again the moment the next of these start times passes: a card leaves the dashboard
 * when its tournament starts, without a clock ticking every second for cards that only show dates.
 */
export function useClockAtNextStart(startTimes: readonly string[]): number {
  const [now, setNow] = useState(Date.now);
  const next = startTimes.map((time) => Date.parse(time)).reduce((soonest, start) => (start > now && start < soonest ? start : soonest), Infinity);
  useEffect(() => {
    if (next === Infinity) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 1, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
