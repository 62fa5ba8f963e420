import { hasPoolStats } from '../src/db/postgres-database';
import { claimTables, holdLease } from '../src/tables/table-leases';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { startedTable } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The fence between a table's owner and a takeover, on PostgreSQL (it is a row lock, and PGlite has one connection):
 * the owner's work holds its lease row, so a takeover passes that table by until the work ends, while the owner's own
 * renewal of its leases does not wait for the work.
 */
let t: TestApp;
const sockets = socketsClosedAfterEach();
const LEASE_MS = 1_000;

beforeAll(async () => {
  t = await startTestApp();
  if (!hasPoolStats(t.server.db)) throw new Error('this test needs PostgreSQL: run it with DATABASE_URL (npm test runs it there)');
});
afterAll(() => t.close());

const ids = (owned: { id: number }[]) => owned.map((table) => table.id).sort((a, b) => a - b);
/** What a claim that is stuck behind a row lock answers instead (a failure guard, not a wait for an event). */
const blocked = (ms: number) => new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), ms).unref());

describe('PostgreSQL: the lease fence of a table’s work', () => {
  it('renews the owner’s leases while its work holds one, and a takeover passes the table in use by until the work ends', async () => {
    const tables = [(await startedTable(t, sockets, 2)).tableId, (await startedTable(t, sockets, 2)).tableId].sort((a, b) => a - b);
    const claim = (holder: string) => claimTables(t.server.db, holder, t.clock.now(), LEASE_MS);
    const owned = await claim('owner');
    expect(ids(owned)).toEqual(tables);
    const [inUse, idle] = tables;

    // The owner's work on the first table: holding its lease until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: (holds: boolean) => void;
    const holding = new Promise<boolean>((resolve) => (held = resolve));
    const work = t.server.db.transaction(async (tx) => {
      held(await holdLease(tx, inUse, { holder: 'owner', epoch: owned.find((table) => table.id === inUse)!.epoch }));
      await released;
    });
    expect(await holding).toBe(true);

    // Its renewal goes through at once.
    const renewed = await Promise.race([claim('owner'), blocked(5_000)]);
    expect(renewed === 'blocked' ? renewed : ids(renewed)).toEqual(tables);

    // The owner dies with its work in flight: once the leases run out, another process takes the idle table over and
    // passes the one in use by; it takes that one at its next claim after the work ended.
    t.clock.advance((2 * LEASE_MS) / 1000);
    const taken = await claim('successor');
    expect(ids(taken)).toEqual([idle]);
    expect(taken[0].epoch).toBe(2);
    release();
    await work;
    expect(ids(await claim('successor'))).toEqual(tables);
    await t.server.db.query(`UPDATE poker_tables SET status = 'finished' WHERE id = ANY($1::int[])`, [tables]);
  });
});
