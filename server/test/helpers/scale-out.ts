import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { buildApp, type App } from '../../src/app';
import type { Config } from '../../src/config';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { TestClock } from './test-app';
import { withAdminClient } from './test-database';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface ServerProcess {
  server: App;
  url: string;
  /** Shuts this process down (once; later calls do nothing), as a stopped server would. */
  stop(): Promise<void>;
}

export interface ProcessPair {
  a: ServerProcess;
  b: ServerProcess;
  clock: TestClock;
  close(): Promise<void>;
}

/** Why the two-process tests cannot run here (no PostgreSQL in DATABASE_URL or no Redis), or undefined. */
export async function scaleOutUnavailable(): Promise<string | undefined> {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (this run uses PGlite, which is single-process)';
  const redisUrl = redisUrlForTests();
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${redisUrl} is not reachable (${(error as Error).message})`;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

export const redisUrlForTests = () => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Two servers as two processes would run them: each its own pg pool on one shared schema, its own
 * socket.io on the Redis adapter (channel prefix unique to this test file), one shared test clock.
 */
export async function startProcessPair(): Promise<ProcessPair> {
  const url = process.env.DATABASE_URL!;
  const schema = `test_scale_${randomBytes(6).toString('hex')}`;
  const prefix = `socket.io-test-${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-scale-out-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: url,
    redisUrl: redisUrlForTests(),
    redisKeyPrefix: prefix,
    mailFrom: 'Poker Test <test@example.com>',
    jwtSecret: JWT_SECRET,
    publicUrl: 'http://127.0.0.1',
    nodeEnv: 'test',
    webRoot: path.join(dataDir, 'no-web-root'),
  };
  const start = async (): Promise<ServerProcess> => {
    const server = await buildApp(config, { db: openPostgresDatabase(url, { searchPath: schema }), now: clock.now, logger: false, print: () => {} });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    let stopping: Promise<void> | undefined;
    return {
      server,
      url: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`,
      stop: () => (stopping ??= server.close()),
    };
  };
  const a = await start(); // migrates the schema
  const b = await start();
  return {
    a,
    b,
    clock,
    async close() {
      await Promise.all([a.stop(), b.stop()]);
      await withAdminClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
