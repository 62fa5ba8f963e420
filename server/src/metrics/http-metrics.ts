import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** The label of requests no route matched (404s of unknown paths): one series, whatever the paths were. */
export const UNMATCHED_ROUTE = 'unmatched';

interface RouteSeries {
  count: { inc(): void };
  duration: { observe(value: number): void };
}

/**
 * Counts and times every answer by method, route pattern (`/api/tournaments/:id`, never the URL: one series per
 * route, not per id) and status class. The labelled series are looked up once and kept by route, method and class,
 * so a request costs two map reads, an increment and an observation: no label object or key string per request.
 * The time is fastify's own (`reply.elapsedTime`, from the request received to the answer sent).
 */
export function recordHttpRequests(app: FastifyInstance, metrics: Pick<Metrics, 'httpRequests' | 'httpDuration'>): void {
  const byRoute = new Map<string, Map<string, (RouteSeries | undefined)[]>>();

  function seriesOf(route: string, method: string, statusCode: number): RouteSeries {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const index = Math.min(4, Math.max(0, Math.floor(statusCode / 100) - 1));
    let series = byClass[index];
    if (!series) {
      const labels = { method, route, status: STATUS_CLASSES[index] };
      series = byClass[index] = { count: metrics.httpRequests.labels(labels), duration: metrics.httpDuration.labels(labels) };
    }
    return series;
  }

  app.addHook('onResponse', (request, reply, done) => {
    const series = seriesOf(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode);
    series.count.inc();
    series.duration.observe(reply.elapsedTime / 1000);
    done();
  });
}
