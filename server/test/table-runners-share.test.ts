import { claimTables } from '../src/tables/table-leases';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { startedTable } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The playing tables are shared out among the processes alive (issue #28): a claim takes at most its share (the tables
 * divided by the processes alive, rounded up), a process over its share gives one table up per claim for another to
 * take over, and the share of a process that stopped claiming passes to the living once its leases run out.
 */
let t: TestApp;
const sockets = socketsClosedAfterEach();
const LEASE_MS = 1_000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ids = (owned: { id: number }[]) => owned.map((table) => table.id).sort((a, b) => a - b);

describe('the tables shared out among the processes', () => {
  it('two processes alive take half each; one joining later is given half the difference; a dead one’s pass to the other', async () => {
    const tables: number[] = [];
    for (let index = 0; index < 6; index += 1) tables.push((await startedTable(t, sockets, 2)).tableId);
    const claim = (holder: string) => claimTables(t.server.db, holder, t.clock.now(), LEASE_MS);

    // Alone, the first process runs them all.
    expect(ids(await claim('a'))).toEqual(tables);
    // A second starts: nothing is free, so it takes nothing yet; at its next claim the first gives half the difference
    // up (down to its share, 3 of 6), and the second takes each of those over with a new epoch.
    expect(await claim('b')).toEqual([]);
    expect(await claim('a')).toHaveLength(3);
    const taken = await claim('b');
    expect(taken).toHaveLength(3);
    expect(taken.every((table) => table.epoch === 2)).toBe(true);
    const [a, b] = [await claim('a'), await claim('b')];
    expect([a.length, b.length]).toEqual([3, 3]);
    expect(ids([...a, ...b])).toEqual(tables);

    // The first stops claiming (it died): once its leases run out it is no longer counted, and the second takes its share.
    t.clock.advance(LEASE_MS / 1000);
    expect(ids(await claim('b'))).toEqual(tables);
    // (Their games end: the next test starts with no table playing.)
    await t.server.db.query(`UPDATE poker_tables SET status = 'finished' WHERE id = ANY($1::int[])`, [tables]);
  });

  it('two processes alive before new tables start split them, neither waiting for the other to give any up', async () => {
    const claim = (holder: string) => claimTables(t.server.db, holder, t.clock.now(), LEASE_MS);
    t.clock.advance(3_600);
    expect([await claim('c'), await claim('d')]).toEqual([[], []]);
    const tables: number[] = [];
    for (let index = 0; index < 4; index += 1) tables.push((await startedTable(t, sockets, 2)).tableId);
    const [c, d] = [await claim('c'), await claim('d')];
    expect([c.length, d.length]).toEqual([2, 2]);
    expect(ids([...c, ...d])).toEqual(tables);
    await t.server.db.query(`UPDATE poker_tables SET status = 'finished' WHERE id = ANY($1::int[])`, [tables]);
  });

  it('a process whose earlier tables have finished still takes its share of those playing (their leases count for nothing)', async () => {
    const claim = (holder: string) => claimTables(t.server.db, holder, t.clock.now(), LEASE_MS);
    t.clock.advance(3_600);
    // 'e' ran three tables that have finished since, 'f' none.
    const finished: number[] = [];
    for (let index = 0; index < 3; index += 1) finished.push((await startedTable(t, sockets, 2)).tableId);
    expect(ids(await claim('e'))).toEqual(finished);
    await t.server.db.query(`UPDATE poker_tables SET status = 'finished' WHERE id = ANY($1::int[])`, [finished]);
    const playing: number[] = [];
    for (let index = 0; index < 2; index += 1) playing.push((await startedTable(t, sockets, 2)).tableId);
    // Two playing for two processes: one each. Counting its finished tables, 'e' would take none, and the other would
    // be left without an owner.
    const f = await claim('f');
    expect(f).toHaveLength(1);
    const e = await claim('e');
    expect(e).toHaveLength(1);
    expect(ids([...e, ...f])).toEqual(playing);
    expect(ids([...(await claim('e')), ...(await claim('f'))])).toEqual(playing);
    await t.server.db.query(`UPDATE poker_tables SET status = 'finished' WHERE id = ANY($1::int[])`, [playing]);
  });
});
