// `npm run bench -w server`: the issue #3 benchmark, on PGlite and PostgreSQL, printed side by side.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { ParentMessage, ServerMessage } from './bench-protocol';
import type { BenchFixtures } from './bench-fixtures';
import { measureBroadcast } from './measure-broadcast';
import { measureList, measureRegisterPair } from './measure-http';
import { renderTable, type DatabaseResults } from './report';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    sockets: { type: 'string', default: '1000' },
    events: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const settings = {
  durationSeconds: Number(args.duration),
  connections: Number(args.connections),
  sockets: Number(args.sockets),
  events: Number(args.events),
};
const startLoad = os.loadavg()[0].toFixed(1);
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const serverScript = path.join(path.dirname(new URL(import.meta.url).pathname), 'bench-server.mjs');

interface RunningServer {
  url: string;
  fixtures: BenchFixtures;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = fork(serverScript, [], {
    env: {
      ...process.env,
      ...env,
      BENCH_JWT_SECRET: randomBytes(32).toString('base64url'),
      BENCH_PAIR_USERS: String(settings.connections),
      BENCH_SOCKET_USERS: '100',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Extract<ServerMessage, { type: 'ready' }>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before it was ready`)));
    child.on('message', (message: ServerMessage) => message.type === 'ready' && resolve(message));
  });
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: ready.url,
    fixtures: ready.fixtures,
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
  console.log(`\n${database}: starting the server and preparing ${settings.connections + 101} users and 30 tournaments…`);
  const server = await startServer(env);
  try {
    const run = { url: server.url, connections: settings.connections, durationSeconds: settings.durationSeconds };
    console.log(`${database}: GET /api/users/tournaments, ${run.connections} connections, ${run.durationSeconds} s`);
    const list = await measureList(run, server.fixtures.listToken);
    console.log(`${database}: the same without a token (no per-request user lookup), ${run.durationSeconds} s`);
    const anonymousList = await measureList(run);
    console.log(`${database}: register+unregister pairs, ${run.connections} connections, ${run.durationSeconds} s`);
    const pair = await measureRegisterPair(run, server.fixtures.pairTokens, server.fixtures.pairTournamentId);
    console.log(`${database}: broadcast of ${settings.events} events to ${settings.sockets} sockets`);
    const broadcast = await measureBroadcast({
      url: server.url,
      sockets: settings.sockets,
      events: settings.events,
      tokens: server.fixtures.socketTokens,
      emit: (sequence) => server.child.send({ type: 'emit', sequence } satisfies ParentMessage),
    });
    return { database, list, anonymousList, pair, broadcast };
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
  `\nBenchmark (${os.cpus().length} cores, Node ${process.version}, load average ${startLoad} at the start; load generator and socket clients in this process, server in a child process)`,
);
console.log(
  `HTTP: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s each, 31 tournaments in the lobby; broadcast: ${settings.events} events to ${settings.sockets} websocket clients\n`,
);
console.log(renderTable(results));
