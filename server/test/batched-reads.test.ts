import { batchedReads, MAX_KEYS_PER_READ } from '../src/db/batched-reads';

/** A readMany whose reads end when the test says: each call's keys, and a way to answer it. */
function heldReads() {
  const calls: { keys: number[]; answer: (found?: Map<number, string>) => void; fail: (error: Error) => void }[] = [];
  const readMany = (keys: number[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      calls.push({
        keys,
        answer: (found) => resolve(found ?? new Map(keys.filter((key) => key % 2 === 0).map((key) => [key, `row ${key}`]))),
        fail: reject,
      });
    });
  return { calls, read: batchedReads(readMany) };
}

/** Lets the microtasks and one macrotask run: the read the keys set off has been asked by then. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batched reads', () => {
  it('reads the keys asked in one turn in one read, each caller answered its own (undefined when not found)', async () => {
    const { calls, read } = heldReads();
    const answers = Promise.all([read(2), read(3), read(4), read(2)]);
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([[2, 3, 4]]);
    calls[0].answer();
    expect(await answers).toEqual(['row 2', undefined, 'row 4', 'row 2']);
  });

  it('reads a key asked while a read runs in the next read, after the running one ended: never an answer read before its question', async () => {
    const { calls, read } = heldReads();
    const first = read(2);
    await settle();
    const later = [read(2), read(6), read(8)];
    await settle();
    // Still one read: the keys asked meanwhile wait for it.
    expect(calls).toHaveLength(1);
    calls[0].answer();
    expect(await first).toBe('row 2');
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([[2], [2, 6, 8]]);
    calls[1].answer(new Map([[6, 'new 6']]));
    expect(await Promise.all(later)).toEqual([undefined, 'new 6', undefined]);
  });

  it('fails only the callers of a read that failed; the next read goes on', async () => {
    const { calls, read } = heldReads();
    const failed = Promise.allSettled([read(2), read(4)]);
    await settle();
    const next = read(6);
    calls[0].fail(new Error('connection lost'));
    expect((await failed).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await settle();
    expect(calls[1].keys).toEqual([6]);
    calls[1].answer();
    expect(await next).toBe('row 6');
  });

  it(`reads at most ${MAX_KEYS_PER_READ} keys at a time, the first asked first`, async () => {
    const { calls, read } = heldReads();
    const keys = Array.from({ length: MAX_KEYS_PER_READ + 5 }, (_, index) => index * 2);
    const answers = Promise.all(keys.map((key) => read(key)));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0].keys).toEqual(keys.slice(0, MAX_KEYS_PER_READ));
    calls[0].answer();
    await settle();
    expect(calls[1].keys).toEqual(keys.slice(MAX_KEYS_PER_READ));
    calls[1].answer();
    expect(await answers).toEqual(keys.map((key) => `row ${key}`));
  });
});
