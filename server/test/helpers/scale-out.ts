import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { buildApp, type App } from '../../src/app';
import { Tokens } from '../../src/auth/tokens';
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
    const server = await buildApp(config, {
      db: openPostgresDatabase(url, { searchPath: schema }),
      now: clock.now,
      logger: false,
      print: () => {},
      startTableRunner: false,
    });
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

/**
 * The pair of a test file: started before its tests when PostgreSQL and Redis are there (Redis is required in CI),
 * closed after them. The getter answers undefined when the file's tests skip (the reason is printed once).
 */
export function processPairPerFile(label: string): () => ProcessPair | undefined {
  let pair: ProcessPair | undefined;
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) return;
    const unavailable = await scaleOutUnavailable();
    const ci = process.env.CI === 'true' || process.env.CI === '1';
    if (unavailable && ci) throw new Error(`${label} need Redis in CI: ${unavailable}`);
    if (unavailable) console.log(`${label} skipped: ${unavailable}`);
    else pair = await startProcessPair();
  });
  afterAll(() => pair?.close());
  return () => pair;
}

let userCounter = 0;

/** A verified user inserted directly (no mail round trips) and a token signed for it as a login would. */
export async function insertSignedInUser(server: ServerProcess, clock: TestClock): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const name = `scale${process.pid}x${userCounter}`;
  const { rows } = await server.server.db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at)
     VALUES ($1, $2, 'Ada', 'France', 'not-a-login-account', $3) RETURNING id`,
    [name, `${name}@example.com`, clock.now()],
  );
  const token = await new Tokens(JWT_SECRET, clock.now).sign({ userId: rows[0].id, tokenVersion: 0 });
  return { id: rows[0].id, token };
}
