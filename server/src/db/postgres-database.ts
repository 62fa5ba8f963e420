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

/**
 * PostgreSQL through a pg pool. `searchPath` isolates a schema (each test file gets its own); `maxAttempts`
 * bounds how often a transaction runs after deadlocks and serialization failures (1: never again).
 */
export function openPostgresDatabase(connectionString: string, options: { searchPath?: string; maxAttempts?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (fn) =>
      retryConflicts(async () => {
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
      }, options.maxAttempts ?? TRANSACTION_ATTEMPTS),
    close: () => pool.end(),
  };
}
