import type { Database } from '../src/db/database';
import { acquireLease, releaseLease } from '../src/scheduler/job-lease';
import { createScheduler } from '../src/scheduler/scheduler';
import { TestClock } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  const { migrate } = await import('../src/db/migrate');
  await migrate(db);
});
afterAll(() => db.close());

const silentLog = { error: jest.fn() };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job leases', () => {
  it('lets one holder at a time take a job, renews for that holder and passes on after expiry or release', async () => {
    const at = new Date('2030-01-01T12:00:00Z');
    const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
    expect(await acquireLease(db, { name: 'lease-a', holder: 'one', at, ttlMs: 30_000 })).toBe(true);
    expect(await acquireLease(db, { name: 'lease-a', holder: 'two', at: later(10), ttlMs: 30_000 })).toBe(false);
    expect(await acquireLease(db, { name: 'lease-a', holder: 'one', at: later(20), ttlMs: 30_000 })).toBe(true); // renewed to +50 s
    expect(await acquireLease(db, { name: 'lease-a', holder: 'two', at: later(40), ttlMs: 30_000 })).toBe(false);
    expect(await acquireLease(db, { name: 'lease-a', holder: 'two', at: later(50), ttlMs: 30_000 })).toBe(true); // expired
    expect(await acquireLease(db, { name: 'lease-a', holder: 'one', at: later(51), ttlMs: 30_000 })).toBe(false);

    await releaseLease(db, 'lease-a', 'one'); // not the holder: changes nothing
    expect(await acquireLease(db, { name: 'lease-a', holder: 'one', at: later(52), ttlMs: 30_000 })).toBe(false);
    await releaseLease(db, 'lease-a', 'two');
    expect(await acquireLease(db, { name: 'lease-a', holder: 'one', at: later(53), ttlMs: 30_000 })).toBe(true);
  });

  it('grants a free job to exactly one of many simultaneous claimants', async () => {
    const at = new Date('2030-01-01T12:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => acquireLease(db, { name: 'lease-race', holder: `h${index}`, at, ttlMs: 30_000 })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('scheduler', () => {
  it('runNow runs the named job (or all) with the clock time and waits for it', async () => {
    const clock = new TestClock();
    const scheduler = createScheduler({ db, now: clock.now, log: silentLog, holderId: 'solo' });
    const runs: string[] = [];
    scheduler.every('first', 60_000, async (now) => {
      await sleep(5);
      runs.push(`first@${now.toISOString()}`);
    });
    scheduler.every('second', 60_000, async () => {
      runs.push('second');
    });
    await scheduler.runNow('first');
    expect(runs).toEqual(['first@2030-01-01T12:00:00.000Z']);
    clock.advance(60);
    await scheduler.runNow();
    expect(runs).toEqual(['first@2030-01-01T12:00:00.000Z', 'first@2030-01-01T12:01:00.000Z', 'second']);
    await expect(scheduler.runNow('missing')).rejects.toThrow('no scheduled job "missing"');
    expect(() => scheduler.every('first', 1000, async () => {})).toThrow('already registered');
    expect(() => scheduler.every('bad', 0, async () => {})).toThrow('positive interval');
    await scheduler.stop();
  });

  it('logs a failing job instead of throwing, and the next run still happens', async () => {
    const log = { error: jest.fn() };
    const scheduler = createScheduler({ db, now: new TestClock().now, log, holderId: 'solo' });
    let calls = 0;
    scheduler.every('flaky', 60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
    });
    await scheduler.runNow('flaky');
    await scheduler.runNow('flaky');
    expect(calls).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatchObject({ job: 'flaky' });
  });

  it('never overlaps two runs of one job in a process', async () => {
    const scheduler = createScheduler({ db, now: new TestClock().now, log: silentLog, holderId: 'solo' });
    let active = 0;
    let maxActive = 0;
    scheduler.every('slow', 60_000, async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await sleep(20);
      active -= 1;
    });
    await Promise.all([scheduler.runNow('slow'), scheduler.runNow('slow'), scheduler.runNow('slow')]);
    expect(maxActive).toBe(1);
  });

  it('with timers, runs a job only in the process holding its lease, and hands it over on stop', async () => {
    const clock = new TestClock(); // leases use the injected clock: frozen, so only stop() frees one
    const runsBy: string[] = [];
    const make = (holderId: string) => {
      const scheduler = createScheduler({ db, now: clock.now, log: silentLog, holderId });
      scheduler.every('timed-job', 20, async () => {
        runsBy.push(holderId);
      });
      return scheduler;
    };
    const a = make('process-a');
    const b = make('process-b');
    a.start();
    await sleep(60);
    b.start();
    await sleep(150);
    expect(runsBy.length).toBeGreaterThanOrEqual(3);
    expect(new Set(runsBy)).toEqual(new Set(['process-a']));

    await a.stop();
    const handedOverAt = runsBy.length;
    await sleep(150);
    await b.stop();
    expect(runsBy.slice(handedOverAt).length).toBeGreaterThanOrEqual(1);
    expect(new Set(runsBy.slice(handedOverAt))).toEqual(new Set(['process-b']));
    const { rows } = await db.query("SELECT holder FROM job_leases WHERE name = 'timed-job'");
    expect(rows).toEqual([]); // released by b's stop
  });
});
