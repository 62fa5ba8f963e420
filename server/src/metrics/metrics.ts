import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PostgresPoolStats } from '../db/postgres-database';

/** What the table runtime records: a player's decision, from its request reaching the table to its frames emitted. */
export interface TableMetrics {
  actionBroadcast(seconds: number): void;
}

/** What the Redis adapter reports: each error of its connections (they reconnect by themselves). */
export interface RedisMetrics {
  adapterError(): void;
}

/** What the socket handshake reports: each connection refused before its websocket opened, by the reason's key. */
export interface RealtimeMetrics {
  handshakeRefused(reason: string): void;
}

/** What a scrape reads at that moment, from the composition root. A source left out is not reported. */
export interface MetricsSources {
  /** Sockets connected to this process. */
  socketsConnected(): number;
  /** Tables whose clocks this process runs (its leases): summed over the processes, every table in play. */
  tablesOwned?(): number;
  /** The whole deployment's tables in play and tournaments running, by one query (every process reports the same). */
  playCounts?(): Promise<{ tablesPlaying: number; tournamentsRunning: number }>;
  /** PostgreSQL only (PGlite has no pool, and runs one transaction at a time). */
  databasePool?(): PostgresPoolStats;
  /** With REDIS_URL: whether both adapter connections are up. */
  redisConnected?(): boolean;
}

export interface Metrics extends TableMetrics, RedisMetrics, RealtimeMetrics {
  /** One registry per app (never prom-client's global one), so apps of one process (tests) never collide. */
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Registers the gauges read at each scrape. */
  readFrom(sources: MetricsSources): void;
  /** The process's default metrics (CPU, memory, GC, event-loop delay), started at the first scrape (idempotent). */
  startDefaultMetrics(): void;
}

/** Decisions answer within milliseconds; the buckets reach a few seconds to show a database that stalls. */
const ACTION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Metric names: Prometheus conventions, `poker_` prefix, seconds for durations (docs/environment.md lists them). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const actionBroadcast = new Histogram({
    name: 'poker_table_action_broadcast_seconds',
    help: "A player's table action: from its request reaching the table runtime to its frames emitted to the table's sockets.",
    buckets: ACTION_BUCKETS,
    registers,
  });
  const redisErrors = new Counter({ name: 'poker_redis_adapter_errors_total', help: 'Errors of the Redis adapter connections.', registers });
  const handshakesRefused = new Counter({
    name: 'poker_socket_handshakes_refused_total',
    help: 'Socket connections refused before their websocket opened, by reason (originNotAllowed, tooManyFromAddress, busy).',
    labelNames: ['reason'] as const,
    registers,
  });
  let defaultsStarted = false;

  return {
    registry,
    httpRequests: new Counter({ name: 'poker_http_requests_total', help: 'HTTP requests answered, by route pattern.', labelNames, registers }),
    httpDuration: new Histogram({
      name: 'poker_http_request_duration_seconds',
      help: 'Time from an HTTP request received to its answer sent, by route pattern.',
      labelNames,
      registers,
    }),
    actionBroadcast: (seconds) => actionBroadcast.observe(seconds),
    adapterError: () => redisErrors.inc(),
    handshakeRefused: (reason) => handshakesRefused.inc({ reason }),
    readFrom: (sources) => readSources(registers, sources),
    startDefaultMetrics() {
      if (defaultsStarted) return;
      defaultsStarted = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}

/** How long a scrape waits for the play counts' query; past it the gauges keep their last values. */
const PLAY_COUNTS_TIMEOUT_MS = 1_000;

function readSources(registers: Registry[], sources: MetricsSources): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('poker_sockets_connected', 'Sockets connected to this process.', sources.socketsConnected);
  if (sources.tablesOwned) gauge('poker_tables_owned', 'Tables whose clocks this process runs (its leases).', sources.tablesOwned);
  // Before the play counts: a scrape reads the pool as it was, not holding the connection of its own query.
  const { databasePool } = sources;
  if (databasePool) {
    gauge('poker_db_pool_connections', 'Connections the PostgreSQL pool holds open.', () => databasePool().total);
    gauge('poker_db_pool_idle_connections', 'Open connections of the pool not in use.', () => databasePool().idle);
    gauge('poker_db_pool_waiting_clients', 'Queries and transactions waiting for a connection of the pool.', () => databasePool().waiting);
    new Counter({
      name: 'poker_db_transaction_retries_total',
      help: 'Transactions run again after a deadlock, a serialization failure or a RetryTransaction.',
      registers,
      collect() {
        this.reset();
        this.inc(databasePool().transactionRetries);
      },
    });
  }
  const { playCounts } = sources;
  if (playCounts) {
    // The two gauges' collects start in the same scrape, synchronously: they share one query.
    let reading: Promise<{ tablesPlaying: number; tournamentsRunning: number } | undefined> | undefined;
    const read = () =>
      (reading ??= withTimeout(playCounts(), PLAY_COUNTS_TIMEOUT_MS)
        .catch(() => undefined)
        .finally(() => (reading = undefined)));
    const countGauge = (name: string, help: string, key: 'tablesPlaying' | 'tournamentsRunning') =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const counts = await read();
          if (counts) this.set(counts[key]);
        },
      });
    countGauge('poker_tables_playing', 'Tables in play in the whole deployment (one query per scrape).', 'tablesPlaying');
    countGauge('poker_tournaments_running', 'Tournaments with a table in play in the whole deployment (one query per scrape).', 'tournamentsRunning');
  }
  const { redisConnected } = sources;
  if (redisConnected) gauge('poker_redis_connected', '1 while both Redis adapter connections are up, else 0.', () => Number(redisConnected()));
}

/** `promise`, or a rejection once `ms` have passed (the timer never holds the process open). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
