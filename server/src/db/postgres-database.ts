import pg from 'pg';
import { retryConflicts, TRANSACTION_ATTEMPTS, type Database, type Queryable, type QueryResult } from './database';

function wrap(handle: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await handle.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await handle.query(sql);
    },
  };
}

/** The pool at this moment (connections open, idle, requests waiting for one) and the transactions run again so far. */
export interface PostgresPoolStats {
  total: number;
  idle: number;
  waiting: number;
  transactionRetries: number;
}

export interface PostgresDatabase extends Database {
  readonly kind: 'postgres';
  /** Read by the metrics at each scrape. */
  poolStats(): PostgresPoolStats;
}

/** A database opened here, or a copy of one (`{ ...db }`, as tests wrap it), reports its pool. */
export const hasPoolStats = (db: Database): db is PostgresDatabase => typeof (db as Partial<PostgresDatabase>).poolStats === 'function';

/**
 * PostgreSQL through a pg pool. `searchPath` isolates a schema (each test file gets its own); `maxAttempts`
 * bounds how often a transaction runs after deadlocks and serialization failures (1: never again).
 */
export function openPostgresDatabase(connectionString: string, options: { searchPath?: string; maxAttempts?: number } = {}): PostgresDatabase {
  const pool = new pg.Pool({
    connectionString,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  let transactionRetries = 0;
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (fn) => {
      let runs = 0;
      return retryConflicts(async () => {
        if (runs++ > 0) transactionRetries += 1;
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }, options.maxAttempts ?? TRANSACTION_ATTEMPTS);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, transactionRetries }),
    close: () => pool.end(),
  };
}
