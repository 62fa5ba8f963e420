import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { errors } from '../errors';
import { errorHandlingOptions, registerErrorHandler } from '../http/error-handler';
import type { Metrics } from './metrics';

/** Where /metrics is served: nowhere, on the public port, or on a listener of its own (METRICS_* in docs/environment.md). */
export type MetricsExposure = { where: 'off' } | { where: 'public'; token?: string } | { where: 'port'; port: number; host: string; token?: string };

/**
 * METRICS=off serves nothing; METRICS_PORT serves them on their own listener only; otherwise the public port serves
 * them, in production only behind METRICS_TOKEN: a production server with neither keeps them to itself (and records
 * none). A token, wherever set, is asked of every scrape.
 */
export function metricsExposure(config: Pick<Config, 'metrics' | 'nodeEnv'>): MetricsExposure {
  const { off, token, port, host } = config.metrics ?? {};
  if (off) return { where: 'off' };
  if (port !== undefined) return { where: 'port', port, host: host ?? '127.0.0.1', token };
  if (token || config.nodeEnv !== 'production') return { where: 'public', token };
  return { where: 'off' };
}

/** Compared by their hashes: equal lengths, in constant time. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /metrics in Prometheus' text format; with a token, a scrape without `Authorization: Bearer <token>` gets a 401. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw errors.authenticationRequired();
    metrics.startDefaultMetrics();
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

/** METRICS_PORT: a listener of its own, serving /metrics and nothing else (404, the one error format, for the rest). */
export async function listenForMetrics(
  metrics: Metrics,
  exposure: Extract<MetricsExposure, { where: 'port' }>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = Fastify({ logger: false, ...errorHandlingOptions });
  registerErrorHandler(server);
  server.setNotFoundHandler(async () => {
    throw errors.notFound();
  });
  registerMetricsRoute(server, metrics, exposure.token);
  await server.listen({ port: exposure.port, host: exposure.host });
  const { address, family, port } = server.server.address() as AddressInfo;
  return { url: `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`, close: () => server.close() };
}
