import { percentile } from './measure-broadcast';
import { actionLatency, metric, routeTime, type HistogramFigures, type MetricsScrape } from './scale-probes';
import type { ActionSamples, ReadSamples } from './scale-protocol';

/** The figures the rig derives from its raw samples: latencies by process and by window, reads, each server's metrics. */

export interface LatencyFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function latencyFigures(latencies: number[]): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? NaN };
}

/** Every bots process's samples as one list. */
export function mergeSamples(all: ActionSamples[]): ActionSamples {
  return {
    latencyMs: all.flatMap((samples) => samples.latencyMs),
    sentAt: all.flatMap((samples) => samples.sentAt),
    backend: all.flatMap((samples) => samples.backend),
  };
}

/** The actions' latencies whose send time passes `keep`. */
export function latenciesWhere(samples: ActionSamples, keep: (sentAt: number, backend: number) => boolean): number[] {
  return samples.latencyMs.filter((_, index) => keep(samples.sentAt[index], samples.backend[index]));
}

/** Where the tournament stood, sampled every second of the run. */
export interface ProgressSample {
  at: number;
  tables: number;
  alive: number;
  /** Tables each server process owned (its last /metrics scrape; 0 once killed). */
  owned: number[];
}

export interface TimelineWindow {
  fromS: number;
  /** Tables playing and entries alive when the window began. */
  tables: number;
  alive: number;
  owned: number[];
  actionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The actions by window of the run (when sent), beside where the tournament stood. */
export function timeline(samples: ActionSamples, progress: ProgressSample[], from: number, windowMs: number): TimelineWindow[] {
  const windows: number[][] = [];
  samples.sentAt.forEach((at, index) => (windows[Math.max(0, Math.floor((at - from) / windowMs))] ??= []).push(samples.latencyMs[index]));
  return [...windows.entries()].map(([index, latencies = []]) => {
    const begins = from + index * windowMs;
    const standing = progress.find((sample) => sample.at >= begins) ?? progress.at(-1);
    const { p50Ms, p99Ms } = latencyFigures(latencies);
    return {
      fromS: (index * windowMs) / 1000,
      tables: standing?.tables ?? 0,
      alive: standing?.alive ?? 0,
      owned: standing?.owned ?? [],
      actionsPerSecond: latencies.length / (windowMs / 1000),
      p50Ms,
      p99Ms,
    };
  });
}

export interface ReadFigures extends LatencyFigures {
  path: string;
  errors: number;
  retried: number;
  kbPerAnswer: number;
  errorSamples: string[];
}

export function readFigures(samples: ReadSamples): ReadFigures {
  return {
    path: samples.path,
    ...latencyFigures(samples.latencyMs),
    errors: samples.errors,
    retried: samples.retried,
    kbPerAnswer: samples.latencyMs.length ? samples.bytes / samples.latencyMs.length / 1024 : NaN,
    errorSamples: samples.errorSamples,
  };
}

/** One server process's /metrics over the run: its first and last scrapes, and the highest gauges in between. */
export interface ProcessMetrics {
  first?: MetricsScrape;
  last?: MetricsScrape;
  peaks: Record<PeakGauge, number>;
}

const PEAK_GAUGES = [
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'poker_db_pool_connections',
  'poker_db_pool_waiting_clients',
  'poker_sockets_connected',
  'poker_tables_owned',
  'process_resident_memory_bytes',
] as const;
type PeakGauge = (typeof PEAK_GAUGES)[number];

export const emptyProcessMetrics = (): ProcessMetrics => ({
  peaks: Object.fromEntries(PEAK_GAUGES.map((name) => [name, 0])) as Record<PeakGauge, number>,
});

export function noteScrape(figures: ProcessMetrics, scrape: MetricsScrape): void {
  figures.first ??= scrape;
  figures.last = scrape;
  for (const name of PEAK_GAUGES) figures.peaks[name] = Math.max(figures.peaks[name], metric(scrape, name) || 0);
}

/** What a process's metrics say of the run. */
export interface ProcessMetricFigures {
  action: HistogramFigures;
  eventLoopP99MaxMs: number;
  eventLoopMaxMs: number;
  poolConnectionsMax: number;
  poolWaitingMax: number;
  transactionRetries: number;
  redisErrors: number;
  redisConnected: number;
  socketsMax: number;
  socketsAtEnd: number;
  tablesOwnedMax: number;
  tablesOwnedAtEnd: number;
  peakRssBytes: number;
  /** The lobby readers' routes as this process answered them: requests and the server's mean time on each. */
  routes: { route: string; count: number; meanMs: number }[];
}

/** The routes the lobby readers ask (route patterns, as the HTTP metrics label them). */
export const READ_ROUTES = ['/api/tournaments/:id/lobby', '/api/users/tournaments'];

export function processMetricFigures({ first, last, peaks }: ProcessMetrics): ProcessMetricFigures | undefined {
  if (!last) return undefined;
  const delta = (name: string) => metric(last, name) - (metric(first, name) || 0);
  return {
    action: actionLatency(first === last ? undefined : first, last),
    eventLoopP99MaxMs: peaks.nodejs_eventloop_lag_p99_seconds * 1000,
    eventLoopMaxMs: peaks.nodejs_eventloop_lag_max_seconds * 1000,
    poolConnectionsMax: peaks.poker_db_pool_connections,
    poolWaitingMax: peaks.poker_db_pool_waiting_clients,
    transactionRetries: delta('poker_db_transaction_retries_total'),
    redisErrors: delta('poker_redis_adapter_errors_total'),
    redisConnected: metric(last, 'poker_redis_connected'),
    socketsMax: peaks.poker_sockets_connected,
    socketsAtEnd: metric(last, 'poker_sockets_connected'),
    tablesOwnedMax: peaks.poker_tables_owned,
    tablesOwnedAtEnd: metric(last, 'poker_tables_owned'),
    peakRssBytes: peaks.process_resident_memory_bytes,
    routes: READ_ROUTES.map((route) => {
      const { count, seconds } = routeTime(first === last ? undefined : first, last, route);
      return { route, count, meanMs: count ? (seconds / count) * 1000 : NaN };
    }),
  };
}
