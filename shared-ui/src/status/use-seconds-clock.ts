import { useSyncExternalStore } from 'react';

/**
 * One timer for every countdown on the page, firing on each wall-clock second, so all cells change digit
 * together and only the cells re-render (not the whole table).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let now = wholeSecond();

function wholeSecond(): number {
  return Math.floor(Date.now() / 1000) * 1000;
}

function tick() {
  now = wholeSecond();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = wholeSecond();
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  };
}

// While nothing listens, the time is read fresh (a first render must not show a stale second).
const snapshot = () => (timer === undefined ? wholeSecond() : now);

/** The current time, to the second, re-rendering the caller every second. */
export function useSecondsClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
