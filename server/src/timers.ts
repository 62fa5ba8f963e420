/**
 * Calls coalesced by key: `schedule(key)` runs `run(key)` `delayMs` later, unless a run of that key is already
 * waiting (every call of the interval makes that one run). The timers do not keep the process alive.
 */
export interface CoalescedCalls<Key> {
  schedule(key: Key): void;
  /** Runs every waiting call now. */
  flush(): void;
  /** Drops every waiting call. */
  cancel(): void;
}

export function coalescedCalls<Key>(delayMs: number, run: (key: Key) => void): CoalescedCalls<Key> {
  const waiting = new Map<Key, NodeJS.Timeout>();
  const runNow = (key: Key) => {
    clearTimeout(waiting.get(key));
    waiting.delete(key);
    run(key);
  };
  return {
    schedule(key) {
      if (waiting.has(key)) return;
      const timer = setTimeout(() => runNow(key), delayMs);
      timer.unref();
      waiting.set(key, timer);
    },
    flush() {
      for (const key of [...waiting.keys()]) runNow(key);
    },
    cancel() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
