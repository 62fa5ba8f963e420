import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Clock } from '../clock';
import { asLeaseRenewal } from '../db/connection-queue';
import type { Database } from '../db/database';
import { acquireLease, releaseLease } from './job-lease';

export type Job = (now: Date) => Promise<void>;

export interface SchedulerLog {
  error(details: object, message?: string): void;
}

export interface SchedulerOptions {
  db: Database;
  now: Clock;
  log: SchedulerLog;
  /** Names this process in job_leases; defaults to host:pid:random. */
  holderId?: string;
  /** A lease lasts this many intervals, so a dead holder's jobs move to another process soon after. */
  leaseIntervals?: number;
}

export interface Scheduler {
  /** Registers a job; it runs every intervalMs once start() is called, in the one process holding its lease. */
  every(name: string, intervalMs: number, job: Job): void;
  start(): void;
  /** Stops the timers, waits for running jobs and releases this process's leases. */
  stop(): Promise<void>;
  /**
   * Runs one job (or all) now, in this process, and waits for it. Ignores the lease (tests and operators
   * drive jobs with it); jobs are written so that running them twice, even concurrently, changes nothing.
   */
  runNow(name?: string): Promise<void>;
}

interface Entry {
  name: string;
  intervalMs: number;
  job: Job;
  timer?: NodeJS.Timeout;
  /** The timed tick in progress (lease, then run), so stop() can wait for it. */
  ticking?: Promise<void>;
  /** The run in progress, so runs of one job never overlap within a process. */
  running?: Promise<void>;
  leased: boolean;
}

/**
 * Timed jobs that run exactly once across server processes: each tick first takes the job's lease
 * (job_leases), and only the holder runs it. The lease is a performance guard, not the correctness
 * guard: every job also protects its effects with conditional updates or unique keys.
 */
export function createScheduler({ db, now, log, holderId, leaseIntervals = 3 }: SchedulerOptions): Scheduler {
  const holder = holderId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const entries = new Map<string, Entry>();
  let started = false;
  let stopped = false;

  function run(entry: Entry): Promise<void> {
    const previous = entry.running ?? Promise.resolve();
    const current = previous.then(async () => {
      try {
        await entry.job(now());
      } catch (error) {
        log.error({ err: error, job: entry.name }, 'scheduled job failed');
      }
    });
    entry.running = current;
    void current.finally(() => {
      if (entry.running === current) entry.running = undefined;
    });
    return current;
  }

  async function tick(entry: Entry): Promise<void> {
    if (entry.running) return; // the previous tick is still busy: skip rather than queue
    try {
      entry.leased = await asLeaseRenewal(() => acquireLease(db, { name: entry.name, holder, at: now(), ttlMs: entry.intervalMs * leaseIntervals }));
    } catch (error) {
      log.error({ err: error, job: entry.name }, 'job lease failed');
      return;
    }
    if (entry.leased && !stopped) await run(entry);
  }

  function schedule(entry: Entry, delayMs: number) {
    if (stopped) return;
    entry.timer = setTimeout(() => {
      entry.ticking = tick(entry).finally(() => {
        entry.ticking = undefined;
        schedule(entry, entry.intervalMs);
      });
    }, delayMs);
    entry.timer.unref();
  }

  return {
    every(name, intervalMs, job) {
      if (entries.has(name)) throw new Error(`scheduled job "${name}" is already registered`);
      if (!(intervalMs > 0)) throw new Error(`scheduled job "${name}" needs a positive interval`);
      const entry: Entry = { name, intervalMs, job, leased: false };
      entries.set(name, entry);
      if (started) schedule(entry, 0);
    },
    start() {
      if (started || stopped) return;
      started = true;
      for (const entry of entries.values()) schedule(entry, 0);
    },
    async stop() {
      stopped = true;
      for (const entry of entries.values()) clearTimeout(entry.timer);
      await Promise.all([...entries.values()].flatMap((entry) => [entry.ticking, entry.running]));
      await Promise.all(
        [...entries.values()]
          .filter((entry) => entry.leased)
          .map((entry) =>
            releaseLease(db, entry.name, holder).catch((error) => log.error({ err: error, job: entry.name }, 'job lease release failed')),
          ),
      );
    },
    async runNow(name) {
      if (name !== undefined && !entries.has(name)) throw new Error(`no scheduled job "${name}"`);
      const selected = name === undefined ? [...entries.values()] : [entries.get(name)!];
      for (const entry of selected) await run(entry);
    },
  };
}
