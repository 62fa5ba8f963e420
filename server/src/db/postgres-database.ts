import pg from 'pg';
import { ConnectionQueue } from './connection-queue';
import { retryConflicts, TRANSACTION_ATTEMPTS, transactionModeSql, type Database, type Queryable, type QueryResult } from './database';

/**
 * Connections of a process's pool unless DATABASE_POOL_SIZE says otherwise (pg's default, said here because the queue
 * in front of it is as wide). A transaction holds its connection while its statements go back and forth through a busy
 * event loop: at 10,000 players on one surviving process, its ten were held 0.1 to 0.3 s each, PostgreSQL idle
 * between their statements, while 7,000 statements waited for one.
 */
export const POOL_SIZE = 10;

/** `queue`: for the pool, where a statement waits its turn for a connection; a transaction's client runs its own at once. */
function wrap(handle: pg.Pool | pg.PoolClient, queue?: ConnectionQueue): Queryable {
  const run = (sql: string, params?: unknown[]) => (queue ? queue.run(() => handle.query(sql, params)) : handle.query(sql, params));
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await run(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await run(sql);
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
 * PostgreSQL through a pg pool of `poolSize` connections (POOL_SIZE by default). `searchPath` isolates a schema (each
 * test file gets its own); `maxAttempts` bounds how often a transaction runs after deadlocks and serialization
 * failures (1: never again).
 */
export function openPostgresDatabase(
  connectionString: string,
  options: { searchPath?: string; maxAttempts?: number; poolSize?: number } = {},
): PostgresDatabase {
  const poolSize = options.poolSize ?? POOL_SIZE;
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Statements and transactions wait for a connection in this queue (connection-queue.ts says why), never in pg's own:
  // at most poolSize of them hold or ask for one.
  const queue = new ConnectionQueue(poolSize);
  let transactionRetries = 0;
  return {
    kind: 'postgres',
    ...wrap(pool, queue),
    transaction: (fn, transactionOptions) => {
      const mode = transactionModeSql(transactionOptions);
      let runs = 0;
      return retryConflicts(
        () =>
          queue.run(async () => {
            if (runs++ > 0) transactionRetries += 1;
            const client = await pool.connect();
            try {
              await client.query(mode ? `BEGIN ${mode}` : 'BEGIN');
              const result = await fn(wrap(client));
              await client.query('COMMIT');
              return result;
            } catch (error) {
              await client.query('ROLLBACK').catch(() => {});
              throw error;
            } finally {
              client.release();
            }
          }),
        options.maxAttempts ?? TRANSACTION_ATTEMPTS,
      );
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: queue.waiting + pool.waitingCount, transactionRetries }),
    close: () => pool.end(),
  };
}
