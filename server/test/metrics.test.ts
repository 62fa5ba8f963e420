import type { ApiErrorResponse } from 'shared-events/contracts';
import { loadConfig } from '../src/config';
import { RetryTransaction } from '../src/db/database';
import { metricsExposure } from '../src/metrics/metrics-exposure';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { act, legalActionsAt, passiveAction, startedTable, tableSnapshot } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'metrics-token-for-the-test-scraper';
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The samples of a Prometheus text exposition: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

async function scrape(t: TestApp): Promise<Map<string, number>> {
  const response = await t.get('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(response.text);
}

describe('/metrics on the public port (development and test)', () => {
  let t: TestApp;
  const sockets = socketsClosedAfterEach();
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts and times requests by route pattern, never by URL, with the process and pool families', async () => {
    await t.get('/api/health');
    await t.get('/api/health');
    await t.get('/api/tournaments/987654');
    await t.get('/no/such/path/555444');
    const response = await t.get('/metrics');
    const values = samples(response.text);

    expect(values.get('poker_http_requests_total{method="GET",route="/api/health",status="2xx"}')).toBe(2);
    expect(values.get('poker_http_requests_total{method="GET",route="/api/tournaments/:id",status="4xx"}')).toBe(1);
    expect(values.get('poker_http_requests_total{method="GET",route="unmatched",status="4xx"}')).toBe(1);
    expect(values.get('poker_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"}')).toBe(2);
    expect(values.get('poker_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status="2xx"}')).toBe(2);
    expect(response.text).not.toMatch(/987654|555444/);
    // The process's own families, event-loop delay included.
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ])
      expect(values.has(name)).toBe(true);
    expect(values.get('poker_sockets_connected')).toBe(0);
    expect(values.get('poker_tables_playing')).toBe(0);
    expect(values.get('poker_tournaments_running')).toBe(0);
    expect(values.get('poker_table_action_broadcast_seconds_count')).toBe(0);
    // The pool is PostgreSQL's; PGlite has none.
    expect(values.has('poker_db_pool_connections')).toBe(onPostgres);
    expect(values.has('poker_db_transaction_retries_total')).toBe(onPostgres);
    // No REDIS_URL: no Redis connection to report.
    expect(values.has('poker_redis_connected')).toBe(false);
  });

  it("times a player's table action to its frames, and counts the sockets, tables and tournaments in play", async () => {
    const before = await scrape(t);
    const { tableId, players } = await startedTable(t, sockets, 2);
    const { state, seq } = await tableSnapshot(t, players[0], tableId);
    const actor = players.find((player) => player.id === state.seats.find((seat) => seat.seat === state.hand!.actingSeat)!.userId)!;
    const seat = state.seats.find((candidate) => candidate.userId === actor.id)!.seat;
    const action = passiveAction(await legalActionsAt(t, tableId, seat));
    expect(await act(actor, { tableId, handNumber: state.hand!.handNumber, seq, action })).toMatchObject({ ok: true });

    const after = await scrape(t);
    const count = 'poker_table_action_broadcast_seconds_count';
    expect(after.get(count)! - before.get(count)!).toBe(1);
    expect(after.get('poker_table_action_broadcast_seconds_sum')).toBeGreaterThan(0);
    expect(after.get('poker_table_action_broadcast_seconds_bucket{le="+Inf"}')).toBe(after.get(count));
    expect(after.get('poker_sockets_connected')).toBe(2);
    expect(after.get('poker_tables_playing')).toBe(1);
    expect(after.get('poker_tournaments_running')).toBe(1);
  });

  (onPostgres ? it : it.skip)('reads the PostgreSQL pool at each scrape and counts the transactions run again', async () => {
    const before = await scrape(t);
    let runs = 0;
    await t.server.db.transaction(async (tx) => {
      runs += 1;
      await tx.query('SELECT 1');
      if (runs === 1) throw new RetryTransaction('the test asks for one more run');
    });
    const after = await scrape(t);
    expect(runs).toBe(2);
    expect(after.get('poker_db_transaction_retries_total')! - before.get('poker_db_transaction_retries_total')!).toBe(1);
    expect(after.get('poker_db_pool_connections')).toBeGreaterThan(0);
    expect(after.get('poker_db_pool_idle_connections')).toBeLessThanOrEqual(after.get('poker_db_pool_connections')!);
    expect(after.get('poker_db_pool_waiting_clients')).toBe(0);
  });
});

describe('/metrics in production', () => {
  it('is not served on the public port without METRICS_TOKEN or METRICS_PORT', async () => {
    const t = await startTestApp({ config: { nodeEnv: 'production' } });
    try {
      expect((await t.get('/api/health')).status).toBe(200);
      const response = await t.get<ApiErrorResponse>('/metrics');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('poker_');
    } finally {
      await t.close();
    }
  });

  it('with METRICS_TOKEN, answers a scrape only with that bearer token', async () => {
    const t = await startTestApp({ config: { nodeEnv: 'production', metrics: { token: TOKEN } } });
    try {
      await t.get('/api/health');
      const anonymous = await t.get<ApiErrorResponse>('/metrics');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('AUTHENTICATION_REQUIRED');
      expect((await t.get('/metrics', { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
      expect((await t.get('/metrics', { authorization: TOKEN })).status).toBe(401);
      const scraped = await t.get('/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(scraped.status).toBe(200);
      expect(samples(scraped.text).get('poker_http_requests_total{method="GET",route="/api/health",status="2xx"}')).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('with METRICS_PORT, serves them on that listener only (and the token there too)', async () => {
    const t = await startTestApp({ config: { nodeEnv: 'production', metrics: { port: 0, host: '127.0.0.1', token: TOKEN } } });
    try {
      expect((await t.get('/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
      const metricsUrl = t.server.metricsUrl!;
      expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(metricsUrl).not.toBe(t.url);
      expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${metricsUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      // The public port's requests are counted there (the 404 above among them).
      expect(samples(await scraped.text()).get('poker_http_requests_total{method="GET",route="unmatched",status="4xx"}')).toBe(1);
      const elsewhere = await fetch(`${metricsUrl}/api/health`);
      expect(elsewhere.status).toBe(404);
      expect(await elsewhere.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});

describe('the METRICS_* settings', () => {
  const settings = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/unused', JWT_SECRET: 'x', ...env }).metrics;

  it('serve /metrics on the public port outside production, and in production only behind a token or on a port of their own', () => {
    expect(metricsExposure({ nodeEnv: 'development', metrics: settings({}) })).toEqual({ where: 'public' });
    expect(metricsExposure({ nodeEnv: 'production', metrics: settings({}) })).toEqual({ where: 'off' });
    expect(metricsExposure({ nodeEnv: 'production', metrics: settings({ METRICS_TOKEN: TOKEN }) })).toEqual({ where: 'public', token: TOKEN });
    expect(metricsExposure({ nodeEnv: 'production', metrics: settings({ METRICS_PORT: '9464' }) })).toEqual({
      where: 'port',
      port: 9464,
      host: '127.0.0.1',
    });
    expect(metricsExposure({ nodeEnv: 'development', metrics: settings({ METRICS: 'off', METRICS_PORT: '9464' }) })).toEqual({ where: 'off' });
  });

  it('refuse a value they cannot mean', () => {
    expect(() => settings({ METRICS: 'public' })).toThrow('METRICS must be on or off, got "public"');
    expect(() => settings({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters long');
    expect(() => settings({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT must be a port number, got "70000"');
  });
});
