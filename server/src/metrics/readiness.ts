import type { FastifyInstance } from 'fastify';
import type { ReadyCheck, ReadyResponse } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { withTimeout } from './metrics';

/** How long each dependency has to answer a readiness check. */
export const READY_TIMEOUT_MS = 1_000;

/** The Redis adapter's connections as the check sees them (realtime/redis-adapter.ts). */
export interface RedisProbe {
  /** Both connections up: a command would be sent now, not queued until a reconnection. */
  isReady(): boolean;
  ping(): Promise<unknown>;
}

async function check(probe: () => Promise<unknown>): Promise<Exclude<ReadyCheck, 'off'>> {
  try {
    await withTimeout(probe(), READY_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'down';
  }
}

/** A connection down is queued for, not sent: it is not asked, and counts as down at once. */
const pingIfReady = (probe: RedisProbe | undefined) => (probe?.isReady() ? probe.ping() : Promise.reject(new Error('Redis is not connected')));

const readySchema = {
  type: 'object',
  required: ['status', 'checks'],
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    checks: {
      type: 'object',
      required: ['database', 'redis'],
      properties: { database: { type: 'string', enum: ['ok', 'down'] }, redis: { type: 'string', enum: ['ok', 'down', 'off'] } },
    },
  },
} as const;

/**
 * GET /api/ready, beside the liveness check (/api/health): whether this process can serve now. The database must
 * answer `SELECT 1` and, with REDIS_URL, Redis a PING, each within READY_TIMEOUT_MS (both asked at once); else 503,
 * so a load balancer sends players elsewhere until they are back.
 */
export function registerReadiness(
  app: FastifyInstance,
  deps: {
    db: Queryable;
    /** With REDIS_URL: the adapter's connections, once connected (start-up connects them last). */
    redis?: () => RedisProbe | undefined;
  },
): void {
  const { db, redis } = deps;
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness check: the database and Redis answer',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply): Promise<ReadyResponse> => {
      const [database, redisCheck] = await Promise.all([
        check(() => db.query('SELECT 1')),
        redis ? check(() => pingIfReady(redis())) : ('off' as const),
      ]);
      const ready = database === 'ok' && redisCheck !== 'down';
      reply.code(ready ? 200 : 503);
      return { status: ready ? 'ready' : 'unavailable', checks: { database, redis: redisCheck } };
    },
  );
}
