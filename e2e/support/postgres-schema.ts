import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresSchema {
  name: string;
  /** DATABASE_URL for a platform whose tables live in this schema only. */
  databaseUrl: string;
  /** One statement on a connection of its own (table names qualified with `name`). */
  sql(text: string, params?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

/**
 * A PostgreSQL schema of a test's own (TEST_DATABASE_URL, default the CI's database `test`), so the test can move the
 * server's clock-driven rows with SQL while other tests share the database.
 */
export async function createPostgresSchema(prefix: string): Promise<PostgresSchema> {
  const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: postgresUrl });
    try {
      await client.connect();
    } catch (error) {
      throw new Error(`PostgreSQL is needed at ${postgresUrl} (TEST_DATABASE_URL): ${(error as Error).message}`, { cause: error });
    }
    try {
      return await client.query(text, params);
    } finally {
      await client.end();
    }
  }
  await sql(`CREATE SCHEMA ${name}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return { name, databaseUrl: url.toString(), sql, drop: async () => void (await sql(`DROP SCHEMA IF EXISTS ${name} CASCADE`)) };
}
