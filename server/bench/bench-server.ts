// The server under test, in its own process (forked by bench.ts), so the load generator does not share its event loop.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { prepareFixtures } from './bench-fixtures';
import type { ServerMessage, ParentMessage } from './bench-protocol';

const { BENCH_DATA_DIR, BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_JWT_SECRET, BENCH_PAIR_USERS, BENCH_SOCKET_USERS } = process.env;
const send = (message: ServerMessage) => process.send!(message);

const config: Config = {
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
  // The bench opens 1,000 sockets from one address (10 for each of 100 users, within the per-user cap).
  socketLimits: { perAddress: 2000 },
};

const db = BENCH_DATABASE_URL ? openPostgresDatabase(BENCH_DATABASE_URL, { searchPath: BENCH_SCHEMA }) : undefined;
const server = await buildApp(config, { db, logger: false });
const fixtures = await prepareFixtures(server.db, config.jwtSecret, new Date(), {
  pair: Number(BENCH_PAIR_USERS),
  sockets: Number(BENCH_SOCKET_USERS),
});
await server.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = server.app.server.address() as AddressInfo;

process.on('message', async (message: ParentMessage) => {
  if (message.type === 'emit') {
    // Wall-clock milliseconds with sub-millisecond precision, comparable across processes of one machine.
    const sentAt = performance.timeOrigin + performance.now();
    server.realtime.broadcast('tournament:statusUpdate', {
      tournamentId: fixtures.pairTournamentId,
      name: 'Bench Register Pair',
      status: 'registering',
      previousStatus: 'registering',
      dynamicStatus: 'registering',
      sequence: message.sequence,
      sentAt,
    });
  } else if (message.type === 'stop') {
    await server.close();
    send({ type: 'stopped' });
    process.exit(0);
  }
});

send({ type: 'ready', url: `http://127.0.0.1:${port}`, fixtures });
