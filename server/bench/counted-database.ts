import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from '../src/db/database';

/** Statements and transactions a database handle ran, counted from the bench server's start. */
export interface DatabaseCounts {
  queries: number;
  transactions: number;
}

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

/** Where the database's time went, the kinds that took the most in all first. */
export interface DatabaseTimes {
  transactions: TimedKind[];
  statements: TimedKind[];
}

const KEPT = 8;

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
  const counts: DatabaseCounts = { queries: 0, transactions: 0 };
  const statements = timedKinds();
  const transactions = timedKinds();
  const counting = (handle: Queryable, ran?: (sql: string) => void): Queryable => ({
    query: async (sql, params) => {
      counts.queries += 1;
      ran?.(sql);
      const began = performance.now();
      try {
        return await handle.query(sql, params);
      } finally {
        statements.add(sql, performance.now() - began);
      }
    },
    exec: (sql) => handle.exec(sql),
  });
  const timed = async <T>(run: (ran: (sql: string) => void) => Promise<T>): Promise<T> => {
    const began = performance.now();
    let first: string | undefined;
    let ranCount = 0;
    try {
      return await run((sql) => {
        ranCount += 1;
        first ??= sql;
      });
    } finally {
      transactions.add(first ?? '(none)', performance.now() - began, ranCount);
    }
  };
  return {
    counts,
    times(reset = false) {
      const times = { transactions: transactions.top(), statements: statements.top() };
      if (reset) {
        transactions.reset();
        statements.reset();
      }
      return times;
    },
    db: {
      kind: db.kind,
      ...counting(db),
      transaction: (fn) =>
        db.transaction((tx) => {
          counts.transactions += 1;
          return timed((ran) => fn(counting(tx, ran)));
        }),
      close: () => db.close(),
    },
  };
}
