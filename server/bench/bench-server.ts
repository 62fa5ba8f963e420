// The server under test, in its own process (forked by bench.ts), so the load generator does not share its event loop.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { TOURNAMENTS_CHANNEL } from 'shared-events/contracts';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/open-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { prepareFixtures } from './bench-fixtures';
import type { ServerMessage, ParentMessage } from './bench-protocol';
import { countedDatabase } from './counted-database';
import { prepareTableFixtures } from './table-fixtures';

const { BENCH_KIND, BENCH_DATA_DIR, BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_JWT_SECRET, BENCH_PAIR_USERS, BENCH_SOCKET_USERS, BENCH_TABLES } =
  process.env;
const send = (message: ServerMessage) => process.send!(message);

const config: Config = {
  // The environment first, so settings the bench does not fix (the table runtime's timings) can be set for a run.
  ...loadConfig({ ...process.env, DATA_DIR: BENCH_DATA_DIR, JWT_SECRET: BENCH_JWT_SECRET, PORT: '0' }),
  redisUrl: undefined,
  smtpUrl: undefined,
  adminEmail: undefined,
  adminPassword: undefined,
  port: 0,
  host: '127.0.0.1',
  dataDir: BENCH_DATA_DIR!,
  databaseUrl: BENCH_DATABASE_URL,
  mailFrom: 'Bench <bench@localhost>',
  jwtSecret: BENCH_JWT_SECRET!,
  publicUrl: 'http://127.0.0.1',
  // Production settings (no dev mail pages, no automatic sample data): the fixtures seed explicitly.
  nodeEnv: 'production',
  webRoot: `${BENCH_DATA_DIR}/no-web-root`,
  seedSampleData: false,
  // The bench opens 1,000 sockets from one address (10 for each of 100 users, within the per-user cap; or one for
  // each of the tables' 1,000 players).
  socketLimits: { perAddress: 2000 },
};

const { db, counts } = countedDatabase(
  BENCH_DATABASE_URL ? openPostgresDatabase(BENCH_DATABASE_URL, { searchPath: BENCH_SCHEMA }) : await openDatabase(config),
);
const server = await buildApp(config, { db, logger: false });
const tables = BENCH_KIND === 'tables' ? await prepareTableFixtures(server.db, config.jwtSecret, new Date(), Number(BENCH_TABLES)) : undefined;
const fixtures = tables
  ? undefined
  : await prepareFixtures(server.db, config.jwtSecret, new Date(), { pair: Number(BENCH_PAIR_USERS), sockets: Number(BENCH_SOCKET_USERS) });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = server.app.server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}`;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

process.on('message', async (message: ParentMessage) => {
  if (message.type === 'emit' && fixtures) {
    // Wall-clock milliseconds with sub-millisecond precision, comparable across processes of one machine.
    const sentAt = performance.timeOrigin + performance.now();
    void server.realtime.publish(TOURNAMENTS_CHANNEL, 'tournament:statusUpdate', {
      tournamentId: fixtures.pairTournamentId,
      name: 'Bench Register Pair',
      status: 'registering',
      previousStatus: 'registering',
      dynamicStatus: 'registering',
      sequence: message.sequence,
      sentAt,
    });
  } else if (message.type === 'stats') {
    const { rss, heapUsed } = process.memoryUsage();
    const { user, system } = process.cpuUsage();
    const loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
    const loopDelayMaxMs = loopDelay.max / 1e6;
    if (message.reset) loopDelay.reset();
    send({ type: 'stats', rss, heapUsed, cpuMicros: user + system, loopDelayP99Ms, loopDelayMaxMs, ...counts });
  } else if (message.type === 'stop') {
    await server.close();
    send({ type: 'stopped' });
    process.exit(0);
  }
});

send(tables ? { type: 'ready', url, tables } : { type: 'ready', url, fixtures: fixtures! });
