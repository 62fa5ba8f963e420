import { readdirSync, readFileSync } from 'node:fs';
import type { Queryable } from '../src/db/database';

/** One scrape of a server process's /metrics (Prometheus text): every sample by its name and labels as written. */
export type MetricsScrape = Map<string, number>;

const ACTION_HISTOGRAM = 'poker_table_action_broadcast_seconds';

/** GET /metrics of one server process, straight to it (not through the balancer), with the run's token. */
export async function scrapeMetrics(url: string, token: string): Promise<MetricsScrape> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`/metrics of ${url}: ${response.status}`);
  const samples: MetricsScrape = new Map();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The action→broadcast histogram's cumulative counts by upper bound (seconds), from a scrape. */
function actionBuckets(scrape: MetricsScrape): [number, number][] {
  const buckets: [number, number][] = [];
  for (const [key, value] of scrape) {
    const match = key.match(new RegExp(`^${ACTION_HISTOGRAM}_bucket\\{le="([^"]+)"\\}$`));
    if (match) buckets.push([match[1] === '+Inf' ? Infinity : Number(match[1]), value]);
  }
  return buckets.sort((a, b) => a[0] - b[0]);
}

export interface HistogramFigures {
  count: number;
  /**
   * Milliseconds, interpolated within the bucket as Prometheus' histogram_quantile does (so only as fine as the buckets);
   * Infinity past the last finite bucket (5 s).
   */
  p50Ms: number;
  p99Ms: number;
}

/** The action→broadcast latency a process recorded between two scrapes. */
export function actionLatency(from: MetricsScrape | undefined, to: MetricsScrape): HistogramFigures {
  const before = new Map(from ? actionBuckets(from) : []);
  const buckets = actionBuckets(to).map(([bound, count]): [number, number] => [bound, count - (before.get(bound) ?? 0)]);
  const count = buckets.at(-1)?.[1] ?? 0;
  const quantile = (q: number) => {
    const rank = q * count;
    let lowerBound = 0;
    let lowerCount = 0;
    for (const [bound, cumulative] of buckets) {
      if (cumulative >= rank) {
        if (bound === Infinity) return Infinity;
        return (lowerBound + ((bound - lowerBound) * (rank - lowerCount)) / Math.max(1, cumulative - lowerCount)) * 1000;
      }
      lowerBound = bound;
      lowerCount = cumulative;
    }
    return NaN;
  };
  return { count, p50Ms: count ? quantile(0.5) : NaN, p99Ms: count ? quantile(0.99) : NaN };
}

/** Requests of one route answered 2xx by a process between two scrapes, and the seconds the server spent on them. */
export function routeTime(from: MetricsScrape | undefined, to: MetricsScrape, route: string): { count: number; seconds: number } {
  const series = (scrape: MetricsScrape | undefined, suffix: string) =>
    scrape?.get(`poker_http_request_duration_seconds_${suffix}{method="GET",route="${route}",status="2xx"}`) ?? 0;
  return { count: series(to, 'count') - series(from, 'count'), seconds: series(to, 'sum') - series(from, 'sum') };
}

/** A gauge or counter of a scrape (no labels), NaN when absent. */
export const metric = (scrape: MetricsScrape | undefined, name: string) => scrape?.get(name) ?? NaN;

/** The database's committed and rolled-back transactions so far (every client of it: the rig's own reads are a few a second). */
export async function postgresTransactions(q: Queryable): Promise<{ commits: number; rollbacks: number }> {
  const { rows } = await q.query<{ commits: string; rollbacks: string }>(
    'SELECT xact_commit::text AS commits, xact_rollback::text AS rollbacks FROM pg_stat_database WHERE datname = current_database()',
  );
  return { commits: Number(rows[0].commits), rollbacks: Number(rows[0].rollbacks) };
}

/** Connections open now by application name (each server process connects under a name of its own, PGAPPNAME). */
export async function postgresConnections(q: Queryable, namePrefix: string): Promise<Record<string, number>> {
  const { rows } = await q.query<{ name: string; connections: number }>(
    `SELECT application_name AS name, count(*)::int AS connections FROM pg_stat_activity WHERE application_name LIKE $1 GROUP BY 1`,
    [`${namePrefix}%`],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.connections]));
}

/** Clock ticks of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU time (ms) of every PostgreSQL process of this machine so far: each one's own, and for the postmaster its ended
 * backends' too (a process's children's times count once it has waited for them). Any other client's work counts too.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const close = stat.lastIndexOf(')');
    if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
    // Fields after the name: state is the 3rd of the line; utime, stime, cutime, cstime the 14th to 17th.
    const fields = stat.slice(close + 2).split(' ');
    ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  }
  return ticks * TICK_MS;
}

/** The machine's CPU time so far (ms, every core), and the part of it busy (neither idle nor waiting on I/O). */
export function machineCpuMs(): { totalMs: number; busyMs: number } {
  const times = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const total = times.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { totalMs: total * TICK_MS, busyMs: (total - times[3] - times[4]) * TICK_MS };
}

/** Redis' commands and published messages so far (the whole server: INFO stats and commandstats). */
export interface RedisCounts {
  commands: number;
  published: number;
}

export function redisCounts(stats: string, commandStats: string): RedisCounts {
  const field = (text: string, pattern: RegExp) => Number(text.match(pattern)?.[1] ?? 0);
  return {
    commands: field(stats, /total_commands_processed:(\d+)/),
    published: field(commandStats, /cmdstat_publish:calls=(\d+)/) + field(commandStats, /cmdstat_spublish:calls=(\d+)/),
  };
}
