import type { Queryable } from '../src/db/database';
import { tableWatchers } from '../src/tables/table-watchers';

/**
 * A table's watchers are counted from every process's sockets. A process that dies mid-count leaves the Redis adapter
 * waiting for its answer until it gives up: the count is made again (the dead process's sockets are gone with it),
 * told as a warning; any other failure, or the same one twice, is an error.
 */
const PEER_TIMEOUT = new Error('timeout reached while waiting for fetchSockets response');
const seats = [{ seat: 1, userId: 1, stack: 1_000, busted: false, sittingOut: false }];
const db = { query: async () => ({ rows: [{ id: 7, seats }], rowCount: 1 }) } as unknown as Queryable;

function watchersWith(answers: (() => Promise<number[]>)[]) {
  const told: { tableId: number; watching: number }[] = [];
  const log = { error: jest.fn(), warn: jest.fn() };
  let toldNext: () => void = () => {};
  const realtime = {
    followersOf: jest.fn(() => (answers.shift() ?? (async () => [1, 2, 3]))()),
    toFollowers: jest.fn((_channel: string, _event: string, payload: { tableId: number; watching: number }) => {
      told.push(payload);
      toldNext();
    }),
  };
  const watchers = tableWatchers({ db, realtime: realtime as never, log, settleMs: 1 });
  const nextTold = () => new Promise<void>((resolve) => (toldNext = resolve));
  return { watchers, realtime, log, told, nextTold };
}

describe('counting a table’s watchers while a process dies', () => {
  it('counts again when another process did not answer, and tells the followers once', async () => {
    const { watchers, realtime, log, told, nextTold } = watchersWith([() => Promise.reject(PEER_TIMEOUT)]);
    const counted = nextTold();
    watchers.followersChanged(7);
    await counted;
    expect(told).toEqual([{ tableId: 7, watching: 2 }]);
    expect(realtime.followersOf).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs an error when the count fails again, or fails otherwise', async () => {
    const again = watchersWith([() => Promise.reject(PEER_TIMEOUT), () => Promise.reject(PEER_TIMEOUT)]);
    const errored = new Promise<void>((resolve) => again.log.error.mockImplementation(() => resolve()));
    again.watchers.followersChanged(7);
    await errored;
    expect(again.log.warn).toHaveBeenCalledTimes(1);
    expect(again.told).toEqual([]);

    const other = watchersWith([() => Promise.reject(new Error('connection refused'))]);
    const failed = new Promise<void>((resolve) => other.log.error.mockImplementation(() => resolve()));
    other.watchers.followersChanged(7);
    await failed;
    expect(other.realtime.followersOf).toHaveBeenCalledTimes(1);
    expect(other.log.warn).not.toHaveBeenCalled();
  });
});
