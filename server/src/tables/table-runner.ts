import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Clock } from '../clock';
import { asLeaseRenewal } from '../db/connection-queue';
import type { Database } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import { beginChange, commitChange, dealNextHand, dueAt, dueWork, timeOut } from './table-flow';
import { claimTables, releaseTables } from './table-leases';
import type { TableTimings } from '../config';
import { findTable, type TableCache, type TableRecord } from './tables.repository';

export interface TableRunnerLog {
  error(details: object, message?: string): void;
  warn(details: object, message?: string): void;
}

export interface TableRunner {
  /** Names this process in the leases (host:pid:random). */
  readonly holder: string;
  /** Claims and renews leases every quarter lease, and runs each owned table's work when it falls due. */
  start(): void;
  /** Stops the timers, waits for the work in progress and gives the leases up. */
  stop(): Promise<void>;
  /** Claims and renews now, then runs every owned table that is due (tests drive the clocks with it). */
  runDue(): Promise<void>;
  /** A change committed in this process moved a table's due time (an owned table is rescheduled at once). */
  noteDue(tableId: number, dueAt: Date | null): void;
  /** The tables this process owns, with their epochs. */
  owned(): { id: number; epoch: number }[];
}

interface Owned {
  epoch: number;
  dueAt: Date | null;
  timer?: NodeJS.Timeout;
  /** The table's work in progress, so one table's work never overlaps itself in this process. */
  running?: Promise<void>;
}

/**
 * Runs the tables' clocks: the process holding a table's lease (table-leases.ts) deals its next hand when the pause
 * after a hand is over and acts for a player whose time ran out. Each run is one transaction that finds the table
 * only while this process's lease and epoch are still the table's: after a takeover, the old owner's writes find
 * nothing and change nothing. Players' own decisions are applied by whichever process they reach (table-actions.ts).
 */
export function createTableRunner(options: {
  db: Database;
  realtime: Realtime;
  now: Clock;
  timings: TableTimings;
  log: TableRunnerLog;
  holder?: string;
  /** What this process knows of its tables: read instead of the row when still current, told of each committed change. */
  cache?: TableCache;
  /** Told of each table this process took over from another owner (not of tables it claims first). */
  onTakeover?: (tableId: number) => Promise<void>;
  /** Told (after the commit) when a table's own work completed a hand or moved players. */
  onDirectorDue?: (tournamentId: number) => void;
  /** After each committed change, with the table as written (the lobby's chip notices). */
  onCommitted?: (table: TableRecord) => void;
}): TableRunner {
  const { db, realtime, now, timings, log, onTakeover, cache, onDirectorDue, onCommitted } = options;
  const holder = options.holder ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const tables = new Map<number, Owned>();
  let interval: NodeJS.Timeout | undefined;
  let claiming: Promise<void> | undefined;
  let started = false;

  function schedule(id: number): void {
    const entry = tables.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (!started || !entry.dueAt) return;
    const delay = Math.max(0, entry.dueAt.getTime() - now().getTime());
    // Node timers hold at most ~24.8 days; a longer wait is simply re-armed by the next claim.
    if (delay > 2 ** 31 - 1) return;
    entry.timer = setTimeout(() => void run(id), delay);
  }

  function run(id: number): Promise<void> {
    const entry = tables.get(id);
    if (!entry) return Promise.resolve();
    const previous = entry.running ?? Promise.resolve();
    const current = previous.then(() => work(id, entry.epoch)).catch((error) => log.error({ err: error, tableId: id }, 'table work failed'));
    entry.running = current;
    void current.finally(() => {
      if (entry.running === current) entry.running = undefined;
    });
    return current;
  }

  async function work(id: number, epoch: number): Promise<void> {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const record = await findTable(tx, id, { lock: true, owner: { holder, epoch }, cache });
      if (!record) return { lost: true as const };
      const todo = dueWork(record, at);
      if (!todo) return { lost: false as const, frames: [], dueAt: dueAt(record) };
      const change = beginChange(tx, record, at, timings);
      if (todo === 'deal') await dealNextHand(change);
      else await timeOut(change);
      for (const event of change.events) event.payload = { ...(event.payload as object), owner: holder, epoch };
      return { lost: false as const, frames: await commitChange(change), dueAt: dueAt(record), table: record, directorDue: change.directorDue };
    });
    if (outcome.lost) {
      forget(id);
      return;
    }
    if (outcome.table) cache?.remember(outcome.table);
    for (const frame of outcome.frames) realtime.toChannel(frame);
    noteDue(id, outcome.dueAt);
    if (outcome.table && outcome.directorDue) onDirectorDue?.(outcome.table.tournamentId);
    if (outcome.table) onCommitted?.(outcome.table);
  }

  function forget(id: number): void {
    clearTimeout(tables.get(id)?.timer);
    tables.delete(id);
  }

  function noteDue(id: number, due: Date | null): void {
    const entry = tables.get(id);
    if (!entry) return;
    entry.dueAt = due;
    schedule(id);
  }

  async function claim(): Promise<void> {
    const current = await asLeaseRenewal(() => claimTables(db, holder, now(), timings.leaseMs));
    const ids = new Set(current.map((table) => table.id));
    for (const id of [...tables.keys()]) if (!ids.has(id)) forget(id);
    for (const table of current) {
      const entry = tables.get(table.id);
      if (entry && entry.epoch === table.epoch) {
        entry.dueAt = table.dueAt;
      } else {
        if (entry) forget(table.id);
        tables.set(table.id, { epoch: table.epoch, dueAt: table.dueAt });
        if (table.epoch > 1 && onTakeover)
          onTakeover(table.id).catch((error) => log.error({ err: error, tableId: table.id }, 'table takeover failed'));
      }
      schedule(table.id);
    }
  }

  function claimOnce(): Promise<void> {
    claiming ??= claim()
      .catch((error) => log.error({ err: error }, 'table lease claim failed'))
      .finally(() => (claiming = undefined));
    return claiming;
  }

  return {
    holder,
    start() {
      if (started) return;
      started = true;
      void claimOnce();
      interval = setInterval(() => void claimOnce(), Math.max(50, Math.floor(timings.leaseMs / 4)));
      interval.unref();
    },
    async stop() {
      started = false;
      clearInterval(interval);
      await claiming;
      for (const entry of tables.values()) clearTimeout(entry.timer);
      await Promise.all([...tables.values()].map((entry) => entry.running));
      tables.clear();
      await releaseTables(db, holder);
    },
    async runDue() {
      await claimOnce();
      const at = now().getTime();
      for (const [id, entry] of tables) if (entry.dueAt && entry.dueAt.getTime() <= at) await run(id);
    },
    noteDue,
    owned: () => [...tables].map(([id, entry]) => ({ id, epoch: entry.epoch })),
  };
}
