// The server under test, in its own process (forked by bench.ts), so the load generator does not share its event loop.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { TOURNAMENTS_CHANNEL } from 'shared-events/contracts';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/open-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { prepareAdminListFixtures } from './admin-list-fixtures';
import { prepareFixtures } from './bench-fixtures';
import type { ServerMessage, ParentMessage, ServerLogCounts } from './bench-protocol';
import { countedDatabase } from './counted-database';
import { prepareHandHistoryFixtures } from './hand-history-fixtures';
import { auditRush, prepareRushFixtures } from './rush-fixtures';
import { prepareScaleFixtures } from './scale-fixtures';
import { prepareTableFixtures } from './table-fixtures';
import { openJoinWindow, prepareTournamentFixtures, tournamentProgress, tournamentRecordCounts } from './tournament-fixtures';

const {
  BENCH_KIND,
  BENCH_DATA_DIR,
  BENCH_DATABASE_URL,
  BENCH_SCHEMA,
  BENCH_JWT_SECRET,
  BENCH_PAIR_USERS,
  BENCH_SOCKET_USERS,
  BENCH_TABLES,
  BENCH_PLAYERS,
  BENCH_LEVEL_SECONDS,
  BENCH_RUSH_PLAYERS,
  BENCH_REDIS_URL,
  BENCH_PROCESS,
} = process.env;
const send = (message: ServerMessage) => process.send!(message);

const config: Config = {
  // The environment first, so settings the bench does not fix (the table runtime's timings) can be set for a run.
  ...loadConfig({ ...process.env, DATA_DIR: BENCH_DATA_DIR, JWT_SECRET: BENCH_JWT_SECRET, PORT: '0' }),
  // The scale rig's processes share their sockets' events through Redis; every other run is one process.
  redisUrl: BENCH_REDIS_URL || undefined,
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
  // each of the tables' 1,000 players), or one for each of the tournament's players; the scale rig's all come from its
  // balancer's address, and when a process dies its players reconnect to the others: twice the players.
  socketLimits: { perAddress: Math.max(2000, Number(BENCH_PLAYERS ?? 0) * (BENCH_REDIS_URL ? 2 : 1)) },
};

/**
 * The tournament run counts what the server logs at warn level and above (the director's and the tables' failures
 * are logged, not thrown at a client); the other runs log nothing, as before.
 */
const log: ServerLogCounts = { warnings: 0, errors: 0, samples: [] };
const countingLogger = {
  level: 'warn',
  stream: {
    write(line: string) {
      const { level, msg, err } = JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } };
      if (level >= 50) log.errors += 1;
      else log.warnings += 1;
      if (log.samples.length < 5) log.samples.push([msg, err?.message].filter(Boolean).join(': '));
    },
  },
};

const database = BENCH_DATABASE_URL
  ? openPostgresDatabase(BENCH_DATABASE_URL, { searchPath: BENCH_SCHEMA, poolSize: config.databasePoolSize })
  : await openDatabase(config);
const { db, counts, times } = countedDatabase(database);
const logged = BENCH_KIND === 'tournament' || BENCH_KIND === 'scale' || BENCH_KIND === 'peer';
const server = await buildApp(config, { db, logger: logged ? countingLogger : false });
// The scale rig's bots learn which process their socket reached through its balancer (their latencies by process).
// (An event of the bench's own: the server's typed events do not list it.)
if (BENCH_PROCESS)
  server.io.on('connection', (socket) =>
    (socket as unknown as { emit(event: string, index: number): void }).emit('bench:process', Number(BENCH_PROCESS)),
  );
const now = new Date();
const tables = BENCH_KIND === 'tables' ? await prepareTableFixtures(server.db, config.jwtSecret, now, Number(BENCH_TABLES)) : undefined;
const tournament =
  BENCH_KIND === 'tournament'
    ? await prepareTournamentFixtures(server.db, config.jwtSecret, now, { players: Number(BENCH_PLAYERS), levelSeconds: Number(BENCH_LEVEL_SECONDS) })
    : undefined;
const hands = BENCH_KIND === 'hands' ? await prepareHandHistoryFixtures(server.db, config.jwtSecret, now) : undefined;
const adminList = BENCH_KIND === 'admin' ? await prepareAdminListFixtures(server.db, config.jwtSecret, now) : undefined;
const scale =
  BENCH_KIND === 'scale'
    ? await prepareScaleFixtures(server.db, config.jwtSecret, now, { players: Number(BENCH_PLAYERS), levelSeconds: Number(BENCH_LEVEL_SECONDS) })
    : undefined;
const rush = BENCH_KIND === 'rush' ? await prepareRushFixtures(server.db, config.jwtSecret, now, Number(BENCH_RUSH_PLAYERS)) : undefined;
const fixtures =
  BENCH_KIND === 'http'
    ? await prepareFixtures(server.db, config.jwtSecret, now, { pair: Number(BENCH_PAIR_USERS), sockets: Number(BENCH_SOCKET_USERS) })
    : undefined;
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
    const databaseTimes = message.times ? times() : undefined;
    if (message.reset) {
      loopDelay.reset();
      times(true);
    }
    send({ type: 'stats', rss, heapUsed, cpuMicros: user + system, loopDelayP99Ms, loopDelayMaxMs, ...counts, databaseTimes });
  } else if (message.type === 'open' && tournament) {
    const endsAt = Date.now() + message.inMs;
    await openJoinWindow(database, tournament.tournamentId, new Date(endsAt));
    send({ type: 'opened', endsAt });
  } else if (message.type === 'progress' && tournament) {
    // On the database itself, not the counted handle: the bench's own reads are not the server's statements.
    send({ type: 'progress', ...(await tournamentProgress(database, tournament.tournamentId)) });
  } else if (message.type === 'records' && tournament) {
    const records = await tournamentRecordCounts(database, tournament.tournamentId, new Date(message.from), new Date(message.to));
    send({ type: 'records', ...records, log, databaseTimes: times() });
  } else if (message.type === 'audit' && rush) {
    send({ type: 'audit', ...(await auditRush(database, message.tournamentId)) });
  } else if (message.type === 'log') {
    send({ type: 'log', log });
  } else if (message.type === 'stop') {
    await server.close();
    send({ type: 'stopped' });
    process.exit(0);
  }
});

send(
  tables
    ? { type: 'ready', url, tables }
    : tournament
      ? { type: 'ready', url, tournament }
      : hands
        ? { type: 'ready', url, hands }
        : adminList
          ? { type: 'ready', url, adminList }
          : rush
            ? { type: 'ready', url, rush }
            : scale
              ? { type: 'ready', url, scale }
              : BENCH_KIND === 'peer'
                ? { type: 'ready', url, peer: true }
                : { type: 'ready', url, fixtures: fixtures! },
);
