import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openMemoryPGliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';

/**
 * A fresh database for one test file: on PostgreSQL (DATABASE_URL) its own schema, dropped when the
 * database closes; on PGlite an in-memory copy of the migrated template built in global setup.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = process.env.PGLITE_TEMPLATE;
    if (!template) throw new Error('PGLITE_TEMPLATE is not set: run the tests through jest.config.cjs (its globalSetup builds it)');
    return openMemoryPGliteDatabase(new Blob([readFileSync(template)]));
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const db = openPostgresDatabase(url, { searchPath: schema });
  return {
    ...db,
    async close() {
      await db.close();
      await withAdminClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
