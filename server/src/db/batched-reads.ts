import { asPlatformWork } from './connection-queue';

/** Keys read in one statement at most: a crowd's keys beyond it wait for the next. */
export const MAX_KEYS_PER_READ = 1_000;

interface Asker<Value> {
  resolve: (value: Value | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * One kind of read by key that many callers ask at the same time, answered together: a statement reads every key asked
 * (`readMany`, which answers the keys it found), one such statement at a time; keys asked while it runs wait for it to
 * end and are read by the next, so every answer was read after its question was asked, as a statement of the caller's
 * own would have been. Alone, a key is read at once (in the microtask after it was asked, with the keys asked in the
 * same turn). When a process dies its crowd of clients reconnects to the others at once, each asking for its session
 * and its channels' seqs: a statement of each, waiting their turn for a connection, is thousands of statements; here it
 * is one statement per turn, whatever the crowd.
 *
 * The statement is the platform's work (connection-queue.ts): it answers many clients at once, and never takes more than
 * one connection. A caller that gives up (its client gone) leaves its key in the read.
 */
export function batchedReads<Key extends string | number, Value>(
  readMany: (keys: Key[]) => Promise<Map<Key, Value>>,
): (key: Key) => Promise<Value | undefined> {
  let asked = new Map<Key, Asker<Value>[]>();
  let reading = false;

  async function readAll(): Promise<void> {
    while (asked.size > 0) {
      const batch = take(MAX_KEYS_PER_READ);
      try {
        const found = await asPlatformWork(() => readMany([...batch.keys()]));
        for (const [key, askers] of batch) for (const asker of askers) asker.resolve(found.get(key));
      } catch (error) {
        for (const askers of batch.values()) for (const asker of askers) asker.reject(error);
      }
    }
    reading = false;
  }

  /** The first `max` keys asked, taken out of `asked`. */
  function take(max: number): Map<Key, Asker<Value>[]> {
    if (asked.size <= max) {
      const all = asked;
      asked = new Map();
      return all;
    }
    const batch = new Map<Key, Asker<Value>[]>();
    for (const [key, askers] of asked) {
      if (batch.size === max) break;
      batch.set(key, askers);
      asked.delete(key);
    }
    return batch;
  }

  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const askers = asked.get(key);
      if (askers) askers.push({ resolve, reject });
      else asked.set(key, [{ resolve, reject }]);
      if (reading) return;
      reading = true;
      queueMicrotask(() => void readAll());
    });
}
