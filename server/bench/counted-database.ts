import type { Database, Queryable } from '../src/db/database';

/** Statements and transactions a database handle ran, counted from the bench server's start. */
export interface DatabaseCounts {
  queries: number;
  transactions: number;
}

/**
 * The server's database, counting what goes through it: the table benchmark reports statements per action (each
 * one a round trip, in order, inside the table's transaction). A transaction run again after a conflict counts again.
 */
export function countedDatabase(db: Database): { db: Database; counts: DatabaseCounts } {
  const counts: DatabaseCounts = { queries: 0, transactions: 0 };
  const counting = (handle: Queryable): Queryable => ({
    query: (sql, params) => {
      counts.queries += 1;
      return handle.query(sql, params);
    },
    exec: (sql) => handle.exec(sql),
  });
  return {
    counts,
    db: {
      kind: db.kind,
      ...counting(db),
      transaction: (fn) =>
        db.transaction((tx) => {
          counts.transactions += 1;
          return fn(counting(tx));
        }),
      close: () => db.close(),
    },
  };
}
