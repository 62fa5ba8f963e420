import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { startChildServer, type ChildServer } from './money-model-child-server';
import { withAdminClient } from './test-database';

/**
 * Real server processes (src/main.ts) on one PostgreSQL schema of the suite's own, for the crash tests: a process is
 * killed and another started on the same database. Registers the suite's hooks: the schema, a data directory and a
 * handle on the schema (`db`) before the tests; every process killed after each test, even a failed one (a process
 * left running would play on with the next test's tables); the schema and the directory dropped at the end.
 * `env` is every process's environment; `start` adds to it. Does nothing without DATABASE_URL: such suites are
 * PostgreSQL only (two processes cannot share an embedded PGlite database).
 */
export function postgresProcesses(name: string, env: Record<string, string>) {
  const postgresUrl = process.env.DATABASE_URL;
  const servers: ChildServer[] = [];
  let schema = '';
  let dataDir = '';
  let db: Database | undefined;

  beforeAll(async () => {
    if (!postgresUrl) return;
    schema = `test_${name.replace(/-/g, '_')}_${randomBytes(6).toString('hex')}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), `server-${name}-`));
    await withAdminClient(postgresUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
    db = openPostgresDatabase(postgresUrl, { searchPath: schema });
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.kill()));
  });
  afterAll(async () => {
    if (!postgresUrl) return;
    await db?.close();
    await withAdminClient(postgresUrl, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /** The suite's schema, as the processes see it. */
    get db(): Database {
      if (!db) throw new Error(`${name}: no PostgreSQL database (DATABASE_URL) for its processes`);
      return db;
    },
    async start(more: Record<string, string> = {}): Promise<ChildServer> {
      const url = new URL(postgresUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const server = await startChildServer({
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        WEB_ROOT: path.join(dataDir, 'no-web-root'),
        ...env,
        ...more,
      });
      servers.push(server);
      return server;
    },
  };
}
