// `npm run bench -w server`: the issue #3 benchmark (HTTP, broadcast) and the issue #15 table benchmark, on PGlite and
// PostgreSQL, printed side by side.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BenchKind, ParentMessage, ServerMessage } from './bench-protocol';
import { measureBroadcast } from './measure-broadcast';
import { measureList, measureRegisterPair } from './measure-http';
import { measureTables } from './measure-tables';
import { renderTable, type DatabaseResults } from './report';
import { SEATS_PER_TABLE } from './table-fixtures';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    sockets: { type: 'string', default: '1000' },
    events: { type: 'string', default: '20' },
    only: { type: 'string' },
    suite: { type: 'string', default: 'all' },
    tables: { type: 'string', default: '125' },
    'table-seconds': { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '2000' },
  },
});
const settings = {
  durationSeconds: Number(args.duration),
  connections: Number(args.connections),
  sockets: Number(args.sockets),
  events: Number(args.events),
  tables: Number(args.tables),
  tableSeconds: Number(args['table-seconds']),
  thinkMs: Number(args['think-ms']),
};
const suites = { http: args.suite !== 'tables', tables: args.suite !== 'http' };
const startLoad = os.loadavg()[0].toFixed(1);
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(new URL(import.meta.url).pathname);
const serverScript = path.join(here, 'bench-server.mjs');
const botsScript = path.join(here, 'table-bots.mjs');

type Ready = Extract<ServerMessage, { type: 'ready' }>;

interface RunningServer {
  ready: Ready;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(kind: BenchKind, env: Record<string, string>): Promise<RunningServer> {
  const child = fork(serverScript, [], {
    env: {
      ...process.env,
      ...env,
      BENCH_KIND: kind,
      BENCH_JWT_SECRET: randomBytes(32).toString('base64url'),
      BENCH_PAIR_USERS: String(settings.connections),
      BENCH_SOCKET_USERS: '100',
      BENCH_TABLES: String(settings.tables),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before it was ready`)));
    child.on('message', (message: ServerMessage) => message.type === 'ready' && resolve(message));
  });
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready,
    child,
    async stop() {
      child.send({ type: 'stop' } satisfies ParentMessage);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function measure(database: DatabaseResults['database'], env: Record<string, string>): Promise<DatabaseResults> {
  return {
    database,
    ...(suites.http && (await measureHttp(database, env))),
    ...(suites.tables && { tables: await measureTableSuite(database, env) }),
  };
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

async function onPGlite(): Promise<DatabaseResults> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  try {
    return await measure('PGlite', { BENCH_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** In a fresh schema of the PostgreSQL database (every connection's search_path), dropped afterwards. */
async function onPostgres(): Promise<DatabaseResults> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { database: 'PostgreSQL', skipped: `${postgresUrl} unreachable (${(error as Error).message})` };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    return await measure('PostgreSQL', { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: postgresUrl, BENCH_SCHEMA: schema });
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: DatabaseResults[] = [];
if (args.only !== 'postgres') results.push(await onPGlite());
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
console.log('');
console.log(renderTable(results));
