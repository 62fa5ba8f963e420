// `npm run bench -w server`: the issue #3 benchmark (HTTP, broadcast), the issue #15 table benchmark, the tournament
// benchmark (1,000 players from the seating on), the hand-history benchmark (a player with 10,000 hands) and the admin
// list benchmark (10,000 tournaments), on PGlite and PostgreSQL, printed side by side; `--suite scale` the scale-out rig
// (issue #28: several server processes, PostgreSQL and Redis, 10,000 players, one process killed; scale-*.ts), and
// `--suite reconnect` a dead process's crowd coming back to one server (measure-reconnect.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { POOL_SIZE } from '../src/db/postgres-database';
import type { BenchKind, ParentMessage, ServerMessage } from './bench-protocol';
import type { DatabaseTimes, TimedKind } from './counted-database';
import { measureBroadcast } from './measure-broadcast';
import { ADMIN_LIST_TOURNAMENTS } from './admin-list-fixtures';
import { measureAdminList } from './measure-admin-list';
import { measureHandHistory } from './measure-hand-history';
import { measureList, measureRegisterPair } from './measure-http';
import { measureReconnect, type ReconnectResult, type ReconnectRound } from './measure-reconnect';
import { measureRush, type RushSuiteResult } from './measure-rush';
import { measureTables, serverStats } from './measure-tables';
import { measureScale } from './measure-scale';
import type { ScaleResult } from './scale-result';
import { measureTournament } from './measure-tournament';
import { renderAdminList, renderHandHistory, renderTable, type DatabaseResults } from './report';
import type { RushAudit } from './rush-fixtures';
import { printScale } from './scale-report';
import { SEATS_PER_TABLE } from './table-fixtures';

/** `--kill` alone is on and `--no-kill` off (parseArgs gives a string option no value of its own). */
const argv = process.argv
  .slice(2)
  .flatMap((arg, index, all) =>
    arg === '--no-kill'
      ? ['--kill', '0']
      : arg === '--kill' && (all[index + 1] === undefined || all[index + 1].startsWith('--'))
        ? ['--kill', '1']
        : [arg],
  );
const { values: args } = parseArgs({
  args: argv,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    sockets: { type: 'string', default: '1000' },
    events: { type: 'string', default: '20' },
    only: { type: 'string' },
    suite: { type: 'string', default: 'all' },
    tables: { type: 'string', default: '125' },
    // 30 for the tables, 60 for the tournament (at most: it ends when the final table forms).
    'table-seconds': { type: 'string' },
    // 2000, and 8000 for the scale rig (a real player's few seconds).
    'think-ms': { type: 'string' },
    // 1,000, and 10,000 for the scale rig.
    players: { type: 'string' },
    'level-seconds': { type: 'string', default: '30' },
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '4' },
    exports: { type: 'string', default: '5' },
    'rush-players': { type: 'string', default: '10000' },
    'rush-connections': { type: 'string', default: '500' },
    'rush-seconds': { type: 'string', default: '0' },
    processes: { type: 'string', default: '2' },
    kill: { type: 'string', default: '1' },
    'bot-processes': { type: 'string', default: '2' },
    readers: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
  },
});
const SUITES = ['all', 'http', 'tables', 'tournament', 'hands', 'admin', 'rush', 'scale', 'reconnect'];
if (!SUITES.includes(args.suite)) throw new Error(`--suite must be one of ${SUITES.join(', ')}`);
const settings = {
  durationSeconds: Number(args.duration),
  connections: Number(args.connections),
  sockets: Number(args.sockets),
  events: Number(args.events),
  tables: Number(args.tables),
  tableSeconds: Number(args['table-seconds'] ?? 30),
  tournamentSeconds: Number(args['table-seconds'] ?? 60),
  thinkMs: Number(args['think-ms'] ?? (args.suite === 'scale' ? 8000 : 2000)),
  players: Number(args.players ?? (args.suite === 'scale' ? 10_000 : 1000)),
  levelSeconds: Number(args['level-seconds']),
  requests: Number(args.requests),
  concurrency: Number(args.concurrency),
  exports: Number(args.exports),
  rushPlayers: Number(args['rush-players']),
  rushConnections: Number(args['rush-connections']),
  rushSeconds: Number(args['rush-seconds']),
  reconnectRounds: Number(args.rounds),
  scale: {
    processes: Number(args.processes),
    kill: !['0', 'false', 'off', 'no'].includes(args.kill),
    botProcesses: Number(args['bot-processes']),
    readers: Number(args.readers),
    maxSeconds: Number(args['table-seconds'] ?? 3600),
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  },
};
// The scale rig is not part of `all`: it takes many minutes, on PostgreSQL only (processes cannot share PGlite); nor is
// the reconnect storm, a measurement of one path for before and after.
const suiteRuns = (name: string) => (args.suite === 'all' && name !== 'scale' && name !== 'reconnect') || args.suite === name;
const suites = {
  http: suiteRuns('http'),
  tables: suiteRuns('tables'),
  tournament: suiteRuns('tournament'),
  hands: suiteRuns('hands'),
  admin: suiteRuns('admin'),
  rush: suiteRuns('rush'),
  scale: suiteRuns('scale'),
  reconnect: suiteRuns('reconnect'),
};
const startLoad = os.loadavg()[0].toFixed(1);
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(new URL(import.meta.url).pathname);
const serverScript = path.join(here, 'bench-server.mjs');
const botsScript = path.join(here, 'table-bots.mjs');
const tournamentBotsScript = path.join(here, 'tournament-bots.mjs');
const scaleScripts = {
  balancer: path.join(here, 'load-balancer-process.mjs'),
  bots: path.join(here, 'scale-bots.mjs'),
  readers: path.join(here, 'scale-readers.mjs'),
};

type Ready = Extract<ServerMessage, { type: 'ready' }>;

interface RunningServer {
  ready: Ready;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(kind: BenchKind, env: Record<string, string>): Promise<RunningServer> {
  const child = fork(serverScript, [], {
    // `env` after the run's defaults: the scale rig's processes share one secret.
    env: {
      ...process.env,
      BENCH_JWT_SECRET: randomBytes(32).toString('base64url'),
      ...env,
      BENCH_KIND: kind,
      BENCH_PAIR_USERS: String(settings.connections),
      BENCH_SOCKET_USERS: '100',
      BENCH_TABLES: String(settings.tables),
      BENCH_PLAYERS: String(settings.players),
      BENCH_LEVEL_SECONDS: String(settings.levelSeconds),
      BENCH_RUSH_PLAYERS: String(settings.rushPlayers),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before it was ready`)));
    child.on('message', (message: ServerMessage) => message.type === 'ready' && resolve(message));
  });
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped: Promise<void> | undefined;
  return {
    ready,
    child,
    /** Once, however many times it is called (the tournament stops its server before its bots). */
    stop() {
      stopped ??= (async () => {
        if (!child.connected) return;
        child.send({ type: 'stop' } satisfies ParentMessage);
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
}

/** Runs a suite's server on a database of its own (its environment), removed afterwards. */
type FreshDatabase = <T>(suite: (env: Record<string, string>) => Promise<T>) => Promise<T>;

/**
 * Each suite on a fresh database: a suite's leftovers would run in the next one's server (the tables benchmark's
 * tournaments, their tables playing with nobody connected, would be directed and timed out by the tournament's).
 */
async function measure(database: DatabaseResults['database'], fresh: FreshDatabase): Promise<DatabaseResults> {
  return {
    database,
    ...(suites.http && (await fresh((env) => measureHttp(database, env)))),
    ...(suites.tables && { tables: await fresh((env) => measureTableSuite(database, env)) }),
    ...(suites.tournament && { tournament: await fresh((env) => measureTournamentSuite(database, env)) }),
    ...(suites.hands && { handHistory: await fresh((env) => measureHandHistorySuite(database, env)) }),
    ...(suites.admin && { adminList: await fresh((env) => measureAdminListSuite(database, env)) }),
    ...(suites.rush && { rush: await fresh((env) => measureRushSuite(database, env)) }),
    ...(suites.scale && { scale: await fresh((env) => measureScaleSuite(env)) }),
    ...(suites.reconnect && { reconnect: await fresh((env) => measureReconnectSuite(database, env)) }),
  };
}

/** The scale rig on PostgreSQL: its N servers share the suite's schema, its Redis the run's prefix. */
async function measureScaleSuite(env: Record<string, string>): Promise<ScaleResult> {
  const { scale, players, thinkMs, levelSeconds } = settings;
  console.log(
    `\nPostgreSQL: the scale rig, ${scale.processes} server processes (${process.env.DATABASE_POOL_SIZE || POOL_SIZE} connections each), ` +
      `${players.toLocaleString('en-US')} players, ${scale.kill ? 'one process killed at half the field' : 'no kill'}`,
  );
  return measureScale(startServer, scaleScripts, env, { ...scale, players, thinkMs, levelSeconds });
}

async function measureHttp(database: DatabaseResults['database'], env: Record<string, string>): Promise<Omit<DatabaseResults, 'database'>> {
  console.log(`\n${database}: starting the server and preparing ${settings.connections + 101} users and 30 tournaments…`);
  const server = await startServer('http', env);
  if (!('fixtures' in server.ready)) throw new Error('the bench server prepared no HTTP fixtures');
  const { url, fixtures } = server.ready;
  try {
    const run = { url, connections: settings.connections, durationSeconds: settings.durationSeconds };
    console.log(`${database}: GET /api/users/tournaments, ${run.connections} connections, ${run.durationSeconds} s`);
    const list = await measureList(run, fixtures.listToken);
    console.log(`${database}: the same without a token (no per-request user lookup), ${run.durationSeconds} s`);
    const anonymousList = await measureList(run);
    console.log(`${database}: register+unregister pairs, ${run.connections} connections, ${run.durationSeconds} s`);
    const pair = await measureRegisterPair(run, fixtures.pairTokens, fixtures.pairTournamentId);
    console.log(`${database}: broadcast of ${settings.events} events to ${settings.sockets} sockets`);
    const broadcast = await measureBroadcast({
      url,
      sockets: settings.sockets,
      events: settings.events,
      tokens: fixtures.socketTokens,
      emit: (sequence) => server.child.send({ type: 'emit', sequence } satisfies ParentMessage),
    });
    return { list, anonymousList, pair, broadcast };
  } finally {
    await server.stop();
  }
}

async function measureTableSuite(database: DatabaseResults['database'], env: Record<string, string>): Promise<DatabaseResults['tables']> {
  const players = settings.tables * SEATS_PER_TABLE;
  console.log(`\n${database}: starting the server and preparing ${players} players in ${settings.tables} tournaments…`);
  const server = await startServer('tables', env);
  if (!('tables' in server.ready)) throw new Error('the bench server prepared no tables');
  try {
    console.log(
      `${database}: ${settings.tables} tables of ${SEATS_PER_TABLE} bots (rooms opened, joined and started through the API), ${settings.tableSeconds} s`,
    );
    return await measureTables(botsScript, server.child, {
      url: server.ready.url,
      tables: server.ready.tables.tables,
      seconds: settings.tableSeconds,
      thinkMs: settings.thinkMs,
    });
  } finally {
    await server.stop();
  }
}

async function measureTournamentSuite(database: DatabaseResults['database'], env: Record<string, string>): Promise<DatabaseResults['tournament']> {
  console.log(`\n${database}: starting the server and registering ${settings.players} players to one tournament…`);
  const server = await startServer('tournament', env);
  if (!('tournament' in server.ready)) throw new Error('the bench server prepared no tournament');
  try {
    console.log(
      `${database}: ${settings.players} bots connect, the join window ends 3 s later, play until the final table or ${settings.tournamentSeconds} s`,
    );
    return await measureTournament(tournamentBotsScript, server, {
      url: server.ready.url,
      players: server.ready.tournament.players,
      seconds: settings.tournamentSeconds,
      thinkMs: settings.thinkMs,
    });
  } finally {
    await server.stop();
  }
}

async function measureReconnectSuite(database: DatabaseResults['database'], env: Record<string, string>): Promise<DatabaseResults['reconnect']> {
  console.log(`\n${database}: starting the server and registering ${settings.players} players to one tournament…`);
  const server = await startServer('tournament', env);
  if (!('tournament' in server.ready)) throw new Error('the bench server prepared no tournament');
  try {
    console.log(`${database}: the players seated, then ${settings.reconnectRounds} times all ${settings.players} come back at once`);
    const { tournamentId, players } = server.ready.tournament;
    return await measureReconnect(server.child, { url: server.ready.url, tournamentId, players, rounds: settings.reconnectRounds });
  } finally {
    await server.stop();
  }
}

async function measureHandHistorySuite(database: DatabaseResults['database'], env: Record<string, string>): Promise<DatabaseResults['handHistory']> {
  console.log(`\n${database}: starting the server and recording a player's 10,000 hands…`);
  const server = await startServer('hands', env);
  if (!('hands' in server.ready)) throw new Error('the bench server prepared no hand history');
  try {
    const { hands, allHands, handPlayers } = server.ready.hands;
    console.log(
      `${database}: ${hands} hands of the reader among ${allHands} (${handPlayers} hand_players rows); each read ${settings.requests} times one at a time, ` +
        `then ${settings.concurrency} at a time; the export ${settings.exports} times`,
    );
    const { requests, concurrency, exports } = settings;
    return await measureHandHistory({ url: server.ready.url, fixtures: server.ready.hands, requests, concurrency, exports });
  } finally {
    await server.stop();
  }
}

async function measureAdminListSuite(database: DatabaseResults['database'], env: Record<string, string>): Promise<DatabaseResults['adminList']> {
  console.log(`\n${database}: starting the server and inserting ${ADMIN_LIST_TOURNAMENTS.toLocaleString('en-US')} tournaments…`);
  const server = await startServer('admin', env);
  if (!('adminList' in server.ready)) throw new Error('the bench server prepared no admin list');
  try {
    console.log(
      `${database}: GET /api/admin/tournaments with the admin's token, each read ${settings.requests} times one at a time, then ${settings.concurrency} at a time`,
    );
    const { requests, concurrency } = settings;
    return await measureAdminList({ url: server.ready.url, fixtures: server.ready.adminList, requests, concurrency });
  } finally {
    await server.stop();
  }
}

/** The rush, its books, then register+unregister pairs (the issue #3 measurement) with players of the same run. */
async function measureRushSuite(database: DatabaseResults['database'], env: Record<string, string>): Promise<RushSuiteResult> {
  const { rushPlayers, rushConnections, rushSeconds } = settings;
  console.log(`\n${database}: starting the server and preparing ${rushPlayers.toLocaleString('en-US')} funded players and the rush's tournament…`);
  const server = await startServer('rush', env);
  if (!('rush' in server.ready)) throw new Error('the bench server prepared no rush');
  const { url, rush: fixtures } = server.ready;
  const audit = (tournamentId: number) =>
    new Promise<RushAudit>((resolve) => {
      const answer = (message: ServerMessage) => {
        if (message.type !== 'audit') return;
        server.child.off('message', answer);
        resolve(message);
      };
      server.child.on('message', answer);
      server.child.send({ type: 'audit', tournamentId } satisfies ParentMessage);
    });
  try {
    console.log(
      `${database}: ${rushPlayers.toLocaleString('en-US')} registrations from ${rushConnections} connections, ` +
        (rushSeconds > 0 ? `spread evenly over ${rushSeconds} s` : 'as fast as the server answers'),
    );
    const before = await serverStats(server.child, true, true);
    const rush = await measureRush({
      url,
      tournamentId: fixtures.tournamentId,
      tokens: fixtures.tokens,
      connections: rushConnections,
      paceSeconds: rushSeconds,
    });
    const after = await serverStats(server.child, false, true);
    const rushAudit = await audit(fixtures.tournamentId);
    console.log(`${database}: register+unregister pairs, ${settings.connections} connections, ${settings.durationSeconds} s`);
    const pair = await measureRegisterPair(
      { url, connections: settings.connections, durationSeconds: settings.durationSeconds },
      fixtures.tokens,
      fixtures.pairTournamentId,
    );
    const pairAudit = await audit(fixtures.pairTournamentId);
    const answered = (rush.statuses['200'] ?? 0) + (rush.statuses['201'] ?? 0);
    return {
      rush,
      serverCpuShare: (after.cpuMicros - before.cpuMicros) / 1000 / rush.totalMs,
      serverLoopDelayP99Ms: after.loopDelayP99Ms,
      databaseTimes: after.databaseTimes!,
      audit: rushAudit,
      pair,
      pairAudit,
      failures: [
        ...rushBookFailures('rush', rushAudit),
        ...(answered === rushAudit.registrations ? [] : [`rush: ${answered} registrations answered ok, ${rushAudit.registrations} on record`]),
        ...(answered === rush.requests ? [] : [`rush: ${rush.requests - answered} of ${rush.requests} registrations refused or unanswered`]),
        ...(rush.errors === 0 ? [] : [`rush: ${rush.errors} requests unanswered`]),
        ...rushBookFailures('pairs', pairAudit),
      ],
    };
  } finally {
    await server.stop();
  }
}

/** Every figure that must agree after a run: count, pool, ledger, wallets. */
function rushBookFailures(label: string, audit: RushAudit): string[] {
  const failures: string[] = [];
  if (audit.playersCount !== audit.registrations) failures.push(`players_count ${audit.playersCount} ≠ ${audit.registrations} registrations`);
  if (audit.poolMicros !== audit.feesMicros) failures.push(`pool ${audit.poolMicros} ≠ entry fees ${audit.feesMicros}`);
  if (audit.poolLedgerMicros !== audit.poolMicros) failures.push(`pool ${audit.poolMicros} ≠ its ledger balance ${audit.poolLedgerMicros}`);
  if (audit.wrongDebits > 0) failures.push(`${audit.wrongDebits} wallets not debited exactly once per registration`);
  if (audit.wrongBalances > 0) failures.push(`${audit.wrongBalances} wallet balances ≠ deposit − fees held`);
  if (audit.ledgerTotal !== '0' || audit.ledgerMismatches > 0 || audit.unbalancedTransactions > 0)
    failures.push(`ledger unsound: total ${audit.ledgerTotal}, ${audit.ledgerMismatches} mismatches, ${audit.unbalancedTransactions} unbalanced`);
  return failures.map((failure) => `${label}: ${failure}`);
}

/** In a data directory of its own. */
async function inDataDir<T>(prefix: string, run: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    return await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function onPGlite(): Promise<DatabaseResults> {
  return measure('PGlite', (suite) => inDataDir('bench-pglite-', (dataDir) => suite({ BENCH_DATA_DIR: dataDir })));
}

/** Each suite in a fresh schema of the PostgreSQL database (every connection's search_path), dropped afterwards. */
async function onPostgres(): Promise<DatabaseResults> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { database: 'PostgreSQL', skipped: `${postgresUrl} unreachable (${(error as Error).message})` };
  }
  try {
    return await measure('PostgreSQL', (suite) =>
      inDataDir('bench-pg-', async (dataDir) => {
        const schema = `bench_${randomBytes(6).toString('hex')}`;
        await admin.query(`CREATE SCHEMA ${schema}`);
        try {
          return await suite({ BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: postgresUrl, BENCH_SCHEMA: schema });
        } finally {
          await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        }
      }),
    );
  } finally {
    await admin.end();
  }
}

const timedKind = (kind: TimedKind) =>
  [String(kind.count).padStart(7), `${(kind.totalMs / 1000).toFixed(1)} s`.padStart(10), `${kind.maxMs.toFixed(0)} ms`.padStart(10)].join('');

const results: DatabaseResults[] = [];
if (args.only !== 'postgres' && !(args.suite === 'scale')) results.push(await onPGlite());
if (args.only !== 'pglite') results.push(await onPostgres());

console.log(
  `\nBenchmark (${os.cpus().length} cores, Node ${process.version}, load average ${startLoad} at the start; HTTP load generator and broadcast sockets in this process, table bots in a process of their own, server in a child process)`,
);
if (suites.http) {
  console.log(
    `HTTP: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s each, 31 tournaments in the lobby; broadcast: ${settings.events} events to ${settings.sockets} websocket clients`,
  );
}
if (suites.tables) {
  console.log(
    `Tables: ${settings.tables} tables × ${SEATS_PER_TABLE} bots (one socket each, in a bots process), ${settings.tableSeconds} s after a 3 s warm-up; ` +
      `bots act ${settings.thinkMs > 0 ? `after a random 0–${settings.thinkMs} ms` : 'at once'}; latency = table:act sent → the table:state frame it caused`,
  );
}
if (suites.tournament) {
  console.log(
    `Tournament: ${settings.players} players (one socket each, in a bots process), seated by the director at the end of the join window, ` +
      `levels of ${settings.levelSeconds} s from then, no breaks; until the final table or ${settings.tournamentSeconds} s; ` +
      `bots act ${settings.thinkMs > 0 ? `after a random 0–${settings.thinkMs} ms` : 'at once'}`,
  );
}
if (suites.admin) {
  console.log(
    `Admin list: ${ADMIN_LIST_TOURNAMENTS.toLocaleString('en-US')} tournaments, paged by the admin from this process (pages of 25: searches, filters, every sort), ` +
      `${settings.requests} requests one at a time, then ${settings.requests} ${settings.concurrency} at a time`,
  );
}
if (suites.hands) {
  console.log(
    `Hand history: one player's 10,000 hands (six-handed, 5 tournaments, another table's hands between them), read with their token from this process, ` +
      `${settings.requests} requests one at a time, then ${settings.requests} ${settings.concurrency} at a time; the PokerStars export ${settings.exports} times`,
  );
}
console.log('');
if (!suites.scale && !suites.reconnect) console.log(renderTable(results));
for (const { database, scale, skipped } of results) {
  if (scale) printScale(scale);
  else if (suites.scale && skipped) console.log(`${database} skipped: ${skipped}`);
}
for (const { database, tables } of results) {
  if (!tables) continue;
  console.log(`\n${database} tables: seeds refused ${JSON.stringify(tables.seedRefusals)}`);
  printDatabaseTimes(`${database} tables`, tables.databaseTimes);
}
if (suites.hands) console.log(`\n${renderHandHistory(results)}`);
if (suites.admin) console.log(`\n${renderAdminList(results)}`);
for (const { database, rush } of results) if (rush) printRush(database, rush);
for (const { database, reconnect } of results) if (reconnect) printReconnect(database, reconnect);
for (const { database, tournament } of results) {
  if (!tournament) continue;
  if (tournament.log.samples.length > 0) console.log(`\n${database} server log (first lines): ${tournament.log.samples.join(' | ')}`);
  const codes = (counts: Record<string, number>) => JSON.stringify(counts);
  console.log(`\n${database} tournament: actions refused ${codes(tournament.refusals)}, table subscriptions ${codes(tournament.subscribeRefusals)}`);
  printDatabaseTimes(`${database} tournament`, tournament.databaseTimes);
  console.log(`\n${database} tournament, action→broadcast by 10 s window of the run (when sent): actions, p50, p99, over 50 ms`);
  // A window in which no action was sent (the tables stalled, or the seating was under way) has no percentiles.
  const windowMs = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(1)).padStart(8);
  for (const window of tournament.timeline)
    console.log(
      `  ${String(window.fromS).padStart(4)} s ${String(window.actions).padStart(6)} ${windowMs(window.p50Ms)} ms ${windowMs(window.p99Ms)} ms ${String(window.over50).padStart(6)}`,
    );
  const { longest, over } = tournament.databaseTimes;
  console.log(
    `\n${database} tournament, transactions of at least 10/25/50/100 ms: ${over['10']}/${over['25']}/${over['50']}/${over['100']}; the longest:`,
  );
  for (const long of longest)
    console.log(
      `  ${long.ms.toFixed(1).padStart(8)} ms ${String(long.statements).padStart(5)} st  ${long.first}\n${''.padStart(22)}slowest ${long.slowestMs.toFixed(1)} ms: ${long.slowest}`,
    );
}

/** Where a run's database time went: its transactions (by first statement) and statements, the most frequent first. */
function printDatabaseTimes(label: string, { transactions, statements }: DatabaseTimes): void {
  console.log(
    `\n${label}, where the database time went: count, total, longest (a statement's from its call to its answer, ` +
      'its wait for a connection or for PGlite included); for transactions (by first statement), the most statements one ran',
  );
  for (const kind of transactions) console.log(`  transaction ${timedKind(kind)}${String(kind.maxStatements).padStart(7)}  ${kind.sql}`);
  for (const kind of statements) console.log(`  statement   ${timedKind(kind)}         ${kind.sql}`);
}

function printReconnect(database: string, { players, tables, rounds }: ReconnectResult): void {
  const times = ({ p50, p99, last }: ReconnectRound['resumedMs']) => `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, last ${last.toFixed(0)} ms`;
  console.log(
    `\n${database} reconnect storm: ${players.toLocaleString('en-US')} players seated at ${tables} tables, every socket opened at once to one server ` +
      '(handshake, user and table channels followed, the user snapshot read), from this process',
  );
  rounds.forEach((round, index) => {
    console.log(
      `  round ${index + 1}: connected ${times(round.connectedMs)}; back ${times(round.resumedMs)}; ` +
        `${round.statementsPerPlayer.toFixed(1)} statements and ${round.transactionsPerPlayer.toFixed(1)} transactions per player (the tables' own included); not back ${round.failed}`,
    );
    for (const kind of round.statements)
      console.log(
        `    ${(kind.count / players).toFixed(2).padStart(6)} per player ${`${(kind.totalMs / 1000).toFixed(1)} s`.padStart(8)}  ${kind.sql}`,
      );
    if (round.failed > 0) process.exitCode = 1;
  });
}

function printRush(
  database: string,
  { rush, serverCpuShare, serverLoopDelayP99Ms, databaseTimes, audit, pair, pairAudit, failures }: RushSuiteResult,
): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const within = rush.totalMs <= 60_000 ? 'within' : 'NOT within';
  console.log(
    `\n${database} registration rush: ${rush.requests.toLocaleString('en-US')} POST …/register from ${rush.connections} keep-alive connections, ` +
      (rush.paceSeconds > 0 ? `spread evenly over ${rush.paceSeconds} s (latency from when each was due)` : 'as fast as the server answers'),
  );
  console.log(`  total ${(rush.totalMs / 1000).toFixed(1)} s (${within} 60 s), ${rush.perSecond.toFixed(0)} registrations/s`);
  console.log(
    `  latency p50 ${ms(rush.p50Ms)}, p95 ${ms(rush.p95Ms)}, p99 ${ms(rush.p99Ms)} (target ≤ 200 ms: ${rush.p99Ms <= 200 ? 'met' : 'NOT met'}), max ${ms(rush.maxMs)}`,
  );
  console.log(
    `  answers ${JSON.stringify(rush.statuses)}, errors ${rush.errors}${rush.errorSamples.length ? ` (${rush.errorSamples.join(' | ')})` : ''}`,
  );
  console.log(
    `  load generator (this process): CPU ${(rush.clientCpuShare * 100).toFixed(0)} % of a core, loop delay p99 ${ms(rush.clientLoopDelayP99Ms)} ` +
      `max ${ms(rush.clientLoopDelayMaxMs)}; server: CPU ${(serverCpuShare * 100).toFixed(0)} % of a core, loop delay p99 ${ms(serverLoopDelayP99Ms)}`,
  );
  const books = (label: string, a: RushAudit) =>
    console.log(
      `  ${label}: players_count ${a.playersCount}, registrations ${a.registrations}; pool ${a.poolMicros} µ, entry fees ${a.feesMicros} µ, ` +
        `pool account's ledger balance ${a.poolLedgerMicros} µ; wallets debited other than once ${a.wrongDebits}, balances off ${a.wrongBalances}; ` +
        `ledger total ${a.ledgerTotal}, mismatches ${a.ledgerMismatches}, unbalanced ${a.unbalancedTransactions}`,
    );
  books('books after the rush', audit);
  console.log(
    `  register+unregister pairs (${settings.connections} connections, ${settings.durationSeconds} s): ${pair.perSecond.toFixed(0)} pairs/s, ` +
      `p50 ${ms(pair.p50Ms)}, p99 ${ms(pair.p99Ms)} per request, non-2xx/errors ${pair.failures}`,
  );
  books("books of the pairs' tournament", pairAudit);
  printDatabaseTimes(`${database} rush`, databaseTimes);
  if (failures.length === 0) console.log('  exact: count, pool, ledger and every wallet agree');
  else {
    console.log(`  FAIL: the books are not exact:\n    ${failures.join('\n    ')}`);
    process.exitCode = 1;
  }
}
