import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from '../src/db/database';
import { hasPoolStats } from '../src/db/postgres-database';

/** Statements and transactions a database handle ran, counted from the bench server's start. */
export interface DatabaseCounts {
  queries: number;
  transactions: number;
  /** Statements that put a hand on record (hands, hand_players). */
  recordingQueries: number;
  /** Statements of players' seeds for fair deals: a seed's read of its table and its write, the deal's taking them. */
  seedQueries: number;
}

const RECORDING = /\b(INTO hands|hand_players)\b/;
const SEEDS = /\btable_deal_seeds\b|'nextDeal' ->> 'handNumber'/;

/**
 * Statements of one text, or transactions of one kind (named by their first statement): how many, and how long they
 * took. On PGlite, which runs one statement and one transaction at a time, every other one waited that long.
 */
export interface TimedKind {
  sql: string;
  count: number;
  totalMs: number;
  maxMs: number;
  /** Transactions: the most statements one of them ran. */
  maxStatements: number;
}

/** One transaction that held the database long: its length, statements, first statement and its slowest statement. */
export interface LongTransaction {
  ms: number;
  statements: number;
  first: string;
  slowest: string;
  slowestMs: number;
}

/** Where the database's time went, the kinds that took the most in all first. */
export interface DatabaseTimes {
  transactions: TimedKind[];
  statements: TimedKind[];
  /** The longest single transactions, longest first. */
  longest: LongTransaction[];
  /** How many transactions took at least 10, 25, 50 and 100 ms. */
  over: Record<'10' | '25' | '50' | '100', number>;
}

const KEPT = 8;
const LONGEST_KEPT = 12;
const short = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);

function timedKinds() {
  const kinds = new Map<string, TimedKind>();
  /** Each statement's text as shown, worked out once. */
  const keys = new Map<string, string>();
  return {
    add(sql: string, ms: number, statements = 1) {
      let key = keys.get(sql);
      if (key === undefined) keys.set(sql, (key = sql.replace(/\s+/g, ' ').trim().slice(0, 90)));
      const kind = kinds.get(key) ?? { sql: key, count: 0, totalMs: 0, maxMs: 0, maxStatements: 0 };
      kind.count += 1;
      kind.totalMs += ms;
      kind.maxMs = Math.max(kind.maxMs, ms);
      kind.maxStatements = Math.max(kind.maxStatements, statements);
      kinds.set(key, kind);
    },
    top: () => [...kinds.values()].sort((a, b) => b.totalMs - a.totalMs).slice(0, KEPT),
    reset: () => kinds.clear(),
  };
}

/**
 * The server's database, counting what goes through it: the table benchmark reports statements per action (each
 * one a round trip, in order, inside the table's transaction). A transaction run again after a conflict counts again.
 * Statements and transactions are timed too (a transaction from its first statement to its end).
 */
export function countedDatabase(db: Database): {
  db: Database;
  counts: DatabaseCounts;
  /** Where the time went since the start, or since the last reset. */
  times: (reset?: boolean) => DatabaseTimes;
} {
  const counts: DatabaseCounts = { queries: 0, transactions: 0, recordingQueries: 0, seedQueries: 0 };
  const statements = timedKinds();
  const transactions = timedKinds();
  let longest: LongTransaction[] = [];
  const over = { '10': 0, '25': 0, '50': 0, '100': 0 };
  const counting = (handle: Queryable, ran?: (sql: string, ms: number) => void): Queryable => ({
    query: async (sql, params) => {
      counts.queries += 1;
      if (RECORDING.test(sql)) counts.recordingQueries += 1;
      else if (SEEDS.test(sql)) counts.seedQueries += 1;
      const began = performance.now();
      try {
        return await handle.query(sql, params);
      } finally {
        const ms = performance.now() - began;
        ran?.(sql, ms);
        statements.add(sql, ms);
      }
    },
    exec: (sql) => handle.exec(sql),
  });
  const timed = async <T>(run: (ran: (sql: string, ms: number) => void) => Promise<T>): Promise<T> => {
    const began = performance.now();
    let first: string | undefined;
    let ranCount = 0;
    let slowest = { sql: '', ms: 0 };
    try {
      return await run((sql, ms) => {
        ranCount += 1;
        first ??= sql;
        if (ms > slowest.ms) slowest = { sql, ms };
      });
    } finally {
      const ms = performance.now() - began;
      transactions.add(first ?? '(none)', ms, ranCount);
      for (const limit of [10, 25, 50, 100] as const) if (ms >= limit) over[limit] += 1;
      if (longest.length < LONGEST_KEPT || ms > longest[longest.length - 1].ms) {
        longest.push({ ms, statements: ranCount, first: short(first ?? '(none)'), slowest: short(slowest.sql), slowestMs: slowest.ms });
        longest.sort((a, b) => b.ms - a.ms);
        longest = longest.slice(0, LONGEST_KEPT);
      }
    }
  };
  return {
    counts,
    times(reset = false) {
      const times = { transactions: transactions.top(), statements: statements.top(), longest: [...longest], over: { ...over } };
      if (reset) {
        transactions.reset();
        statements.reset();
        longest = [];
        for (const limit of [10, 25, 50, 100] as const) over[limit] = 0;
      }
      return times;
    },
    db: {
      kind: db.kind,
      ...counting(db),
      transaction: (fn, options) =>
        db.transaction((tx) => {
          counts.transactions += 1;
          return timed((ran) => fn(counting(tx, ran)));
        }, options),
      close: () => db.close(),
      // The pool's figures for /metrics (the scale rig reads them), when the database has a pool.
      ...(hasPoolStats(db) && { poolStats: () => db.poolStats() }),
    },
  };
}
