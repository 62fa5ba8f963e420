import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { ReadyResponse } from 'shared-events/contracts';
import { redisUrlForTests } from './helpers/scale-out';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * A TCP relay in front of a service, on a port of its own: `cut` drops every connection and stops accepting (the
 * service is unreachable), `restore` accepts again on the same port.
 */
async function relayTo(target: URL): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const links = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      links.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        links.delete(from);
        to.destroy();
      });
    }
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of links) socket.destroy();
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return { port, cut: stop, restore: () => listen(port), close: () => (server.listening ? stop() : Promise.resolve()) };
}

const ready = (t: TestApp) => t.get<ReadyResponse>('/api/ready');

/** Asks until the answer has `status` (a reconnection takes the client's backoff); fails after `timeoutMs`. */
async function readyBecomes(t: TestApp, status: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await ready(t);
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function metricValue(t: TestApp, name: string): Promise<number | undefined> {
  const line = (await t.get('/metrics')).text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /api/ready', () => {
  it('is ready when the database answers, Redis not used', async () => {
    const t = await startTestApp();
    try {
      const response = await ready(t);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' } });
      expect((await t.get('/api/health')).body).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('is unavailable while Redis is unreachable, and ready again once it is back', async () => {
    const redis = await relayTo(new URL(redisUrlForTests()));
    const t = await startTestApp({
      config: { redisUrl: `redis://127.0.0.1:${redis.port}`, redisKeyPrefix: `socket.io-test-${randomBytes(6).toString('hex')}` },
    }).catch((error: Error) => {
      throw new Error(`Redis at ${redisUrlForTests()} must be running for this test: ${error.message}`);
    });
    try {
      expect((await ready(t)).body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      expect(await metricValue(t, 'poker_redis_connected')).toBe(1);

      await redis.cut();
      const down = await ready(t);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
      expect(await metricValue(t, 'poker_redis_connected')).toBe(0);
      expect(await metricValue(t, 'poker_redis_adapter_errors_total')).toBeGreaterThan(0);

      await redis.restore();
      const back = await readyBecomes(t, 200);
      expect(back.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      expect(await metricValue(t, 'poker_redis_connected')).toBe(1);
    } finally {
      await t.close();
      await redis.close();
    }
  });
});

const postgresUrl = process.env.DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : describe.skip;

describeOnPostgres('GET /api/ready on PostgreSQL', () => {
  it('is unavailable while the database server is unreachable, and ready again once it is back', async () => {
    const relay = await relayTo(new URL(postgresUrl!));
    const relayed = new URL(postgresUrl!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    // The test database (its own schema) opened through the relay.
    process.env.DATABASE_URL = relayed.href;
    const t = await startTestApp().finally(() => (process.env.DATABASE_URL = postgresUrl));
    try {
      expect((await ready(t)).body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' } });

      await relay.cut();
      const down = await ready(t);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'off' } });
      // The metrics are still served while the database is away.
      expect(await metricValue(t, 'poker_sockets_connected')).toBe(0);

      await relay.restore();
      const back = await readyBecomes(t, 200);
      expect(back.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' } });
    } finally {
      await t.close();
      await relay.close();
    }
  });
});
