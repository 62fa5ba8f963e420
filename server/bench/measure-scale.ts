import { setTimeout as wait } from 'node:timers/promises';
import { createClient } from 'redis';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import type { ServerStats } from './bench-protocol';
import { chipsInPlay, handContinuity, handsInPlay, ownedBy, payoutAudit, stillOwned, tableOwners } from './scale-checks';
import { emptyProcessMetrics, noteScrape, type ProgressSample } from './scale-figures';
import {
  machineCpuMs,
  metric,
  postgresConnections,
  postgresCpuMs,
  postgresTransactions,
  redisCounts,
  scrapeMetrics,
  type RedisCounts,
} from './scale-probes';
import type { ScaleReadersResult } from './scale-protocol';
import { PAYOUT_WAIT_MS, scaleResult, type PendingKill, type ScaleResult, type ServerSamples } from './scale-result';
import {
  askLog,
  askStats,
  rigIdentity,
  startBalancer,
  startBots,
  startReaders,
  startServers,
  type RigBalancer,
  type RigBots,
  type RigReaders,
  type RigServer,
  type ServerStarter,
} from './scale-rig';
import { openJoinWindow, tournamentProgress, tournamentRecordCounts } from './tournament-fixtures';

export interface ScaleSettings {
  processes: number;
  players: number;
  levelSeconds: number;
  thinkMs: number;
  /** SIGKILL the last server process when half the field is out. */
  kill: boolean;
  botProcesses: number;
  readers: number;
  /** The longest the run plays after the join window (it ends at the payout). */
  maxSeconds: number;
  redisUrl: string;
}

export interface ScaleScripts {
  balancer: string;
  bots: string;
  readers: string;
}

/** Seconds from the bots connected to the end of the join window. */
const LEAD_MS = 3_000;
const SAMPLE_MS = 1_000;
/** Metrics, connections and the console's progress line every this many samples. */
const SCRAPE_EVERY = 5;
const PRINT_EVERY = 30;
const TAKEOVER_LIMIT_MS = 120_000;

interface Rig {
  servers: RigServer[];
  balancers: RigBalancer[];
  bots: RigBots[];
  readers?: RigReaders;
}

/**
 * The scale rig (issue #28 items 1 and 2): N server processes on one PostgreSQL schema with Redis, behind balancer
 * processes; bots in processes of their own play a tournament of `players` from the seating to the payout while lobby
 * readers read its tabs and the list; with `kill`, the last server process is killed with SIGKILL when half the field
 * is out. Every figure of the report, and the checks: chips, hands in order across processes, the payout.
 */
export async function measureScale(
  start: ServerStarter,
  scripts: ScaleScripts,
  env: Record<string, string>,
  settings: ScaleSettings,
): Promise<ScaleResult> {
  const identity = rigIdentity();
  const db = openPostgresDatabase(env.BENCH_DATABASE_URL, { searchPath: env.BENCH_SCHEMA });
  const redis = createClient({ url: settings.redisUrl });
  await redis.connect();
  const rig: Rig = { servers: [], balancers: [], bots: [] };
  try {
    console.log(`scale: server 1 of ${settings.processes} registers ${settings.players.toLocaleString('en-US')} players…`);
    const { servers, fixtures, fixturesMs } = await startServers(start, settings.processes, identity, env, settings.redisUrl);
    rig.servers = servers;
    rig.balancers = await Promise.all(Array.from({ length: settings.botProcesses }, () => startBalancer(scripts.balancer, servers)));
    console.log(
      `scale: ${servers.length} servers up (fixtures ${(fixturesMs / 1000).toFixed(1)} s); ${settings.botProcesses} bots processes connect…`,
    );
    const connectBegan = Date.now();
    rig.bots = await Promise.all(
      rig.balancers.map((balancer, share) =>
        startBots(
          scripts.bots,
          balancer.url,
          fixtures.players.filter((_, index) => index % settings.botProcesses === share),
          settings.thinkMs,
        ),
      ),
    );
    const connectMs = Date.now() - connectBegan;
    const samples = new Map(servers.map((server) => [server, emptyServerSamples()]));
    await sampleServers(rig.servers, samples, identity.metricsToken, db, identity.applicationPrefix, true);
    const endsAt = Date.now() + LEAD_MS;
    await openJoinWindow(db, fixtures.tournamentId, new Date(endsAt));
    console.log(`scale: ${fixtures.players.length} sockets connected in ${(connectMs / 1000).toFixed(1)} s; the join window ends in 3 s`);
    await wait(endsAt - Date.now());
    const postgresStart = await postgresTransactions(db);
    const cpuStart = { postgresMs: postgresCpuMs(), machine: machineCpuMs() };
    const redisStart = await readRedis(redis);
    await Promise.all(servers.map(async (server) => startSample(samples.get(server)!, await askStats(server, true))));
    for (const bots of rig.bots) bots.tell({ type: 'play' });
    if (settings.readers > 0)
      rig.readers = startReaders(scripts.readers, {
        url: rig.balancers[0].url,
        tournamentId: fixtures.tournamentId,
        tokens: fixtures.players.slice(0, settings.readers).map((player) => player.token),
        readers: settings.readers,
        minMs: 5_000,
        maxMs: 10_000,
      });

    const progress: ProgressSample[] = [];
    let seatedAt: number | null = null;
    let tablesAtStart = 0;
    let finalTableAt: number | undefined;
    let paidOutAt: number | undefined;
    let finishedAt: number | undefined;
    let readersResult: ScaleReadersResult | undefined;
    let kill: Promise<PendingKill> | undefined;
    for (let tick = 1; Date.now() < endsAt + settings.maxSeconds * 1000; tick += 1) {
      await wait(SAMPLE_MS);
      const now = await tournamentProgress(db, fixtures.tournamentId);
      seatedAt = now.seatedAt;
      tablesAtStart = Math.max(tablesAtStart, now.playingTables);
      await sampleServers(rig.servers, samples, identity.metricsToken, db, identity.applicationPrefix, tick % SCRAPE_EVERY === 0);
      const owned = rig.servers.map((server) =>
        server.killedAt === undefined ? metric(samples.get(server)!.metrics.last, 'poker_tables_owned') : 0,
      );
      progress.push({ at: Date.now(), tables: now.playingTables, alive: now.alive, owned });
      if (tick % PRINT_EVERY === 0)
        console.log(`scale: ${Math.round((Date.now() - endsAt) / 1000)} s, ${now.playingTables} tables, ${now.alive} players in`);
      if (seatedAt !== null && now.playingTables <= 1) finalTableAt ??= Date.now();
      if (settings.kill && !kill && seatedAt !== null && now.alive <= settings.players / 2) {
        const victim = rig.servers.at(-1)!;
        console.log(`scale: ${now.alive} players in: SIGKILL to server ${victim.index} (pid ${victim.pid})`);
        kill = killServer(victim, rig.servers, samples, db, fixtures.tournamentId, identity.metricsToken, now);
        await kill;
      }
      if (seatedAt !== null && now.playingTables === 0) {
        const end = await tournamentEnd(db, fixtures.tournamentId);
        if (end.finishedAt !== null && finishedAt === undefined) {
          finishedAt = end.finishedAt;
          // A finished tournament's page no longer reads its tabs on live events: the readers stop.
          readersResult = await rig.readers?.stop();
          console.log(`scale: finished at ${Math.round((finishedAt - endsAt) / 1000)} s; waiting for the payout`);
        }
        if (end.paidOutAt !== null) {
          paidOutAt = end.paidOutAt;
          break;
        }
        if (finishedAt !== undefined && Date.now() - finishedAt > PAYOUT_WAIT_MS) break;
      }
    }
    const endedAt = Date.now();
    console.log(`scale: ${paidOutAt ? 'paid out' : 'time is up'} after ${((endedAt - endsAt) / 1000).toFixed(0)} s; collecting…`);
    readersResult ??= await rig.readers?.stop();
    for (const bots of rig.bots) bots.tell({ type: 'stop' });
    const botResults = await Promise.all(rig.bots.map((bots) => bots.result()));
    await sampleServers(rig.servers, samples, identity.metricsToken, db, identity.applicationPrefix, true);
    await Promise.all(
      rig.servers.map(async (server) => {
        const own = samples.get(server)!;
        if (server.killedAt !== undefined) return;
        own.log = await askLog(server);
        own.databaseTimes.push((await askStats(server, false, true))?.databaseTimes);
      }),
    );
    const postgresEnd = await postgresTransactions(db);
    const cpuEnd = { postgresMs: postgresCpuMs(), machine: machineCpuMs() };
    const redisEnd = await readRedis(redis);
    const balancerStats = await Promise.all(rig.balancers.map((balancer) => balancer.stats()));
    const pending = await kill;
    const interrupted = pending?.interrupted ?? [];
    const result = await scaleResult({
      settings,
      fixturesMs,
      connectMs,
      endsAt,
      endedAt,
      seatedAt,
      tablesAtStart,
      finalTableAt,
      finishedAt,
      paidOutAt,
      progress,
      servers: rig.servers,
      samples,
      botResults,
      readersResult,
      balancerStats,
      postgres: { seconds: (endedAt - endsAt) / 1000, start: postgresStart, end: postgresEnd },
      cpu: { start: cpuStart, end: cpuEnd },
      redis: { start: redisStart, end: redisEnd },
      records: await tournamentRecordCounts(db, fixtures.tournamentId, new Date(endsAt), new Date(endedAt)),
      continuity: await handContinuity(db, fixtures.tournamentId, interrupted),
      chipsAtEnd: await chipsInPlay(db, fixtures.tournamentId),
      expectedChips: settings.players * fixtures.startingStack,
      payout: paidOutAt !== undefined ? await payoutAudit(db, fixtures.tournamentId) : undefined,
      pending,
    });
    return result;
  } finally {
    // The servers first (the bots no longer reconnect once told to stop), then the rest.
    await Promise.all(rig.servers.filter((server) => server.killedAt === undefined).map((server) => server.stop()));
    for (const balancer of rig.balancers) balancer.stop();
    for (const bots of rig.bots) bots.child.kill();
    rig.readers?.child.kill();
    await db.close();
    await redis.quit();
  }
}

const emptyServerSamples = (): ServerSamples => ({
  databaseTimes: [],
  peakRss: 0,
  loopDelayP99Ms: 0,
  metrics: emptyProcessMetrics(),
  connectionsMax: 0,
});

function startSample(samples: ServerSamples, stats: ServerStats | undefined): void {
  if (stats) samples.start = samples.last = { at: Date.now(), cpuMicros: stats.cpuMicros };
}

/** Every live server's memory and CPU (IPC); with `scrape`, its /metrics and its PostgreSQL connections too. */
async function sampleServers(
  servers: RigServer[],
  samples: Map<RigServer, ServerSamples>,
  metricsToken: string,
  db: Database,
  applicationPrefix: string,
  scrape: boolean,
): Promise<void> {
  const connections = scrape ? await postgresConnections(db, applicationPrefix) : {};
  await Promise.all(
    servers.map(async (server) => {
      const own = samples.get(server)!;
      const stats = await askStats(server);
      if (stats) {
        own.peakRss = Math.max(own.peakRss, stats.rss);
        own.loopDelayP99Ms = stats.loopDelayP99Ms;
        if (own.start) own.last = { at: Date.now(), cpuMicros: stats.cpuMicros };
      }
      if (!scrape || server.killedAt !== undefined) return;
      own.connectionsMax = Math.max(own.connectionsMax, connections[server.applicationName] ?? 0);
      await scrapeMetrics(server.url, metricsToken).then(
        (scraped) => noteScrape(own.metrics, scraped),
        () => {},
      );
    }),
  );
}

async function readRedis(redis: ReturnType<typeof createClient>): Promise<RedisCounts> {
  return redisCounts(await redis.info('stats'), await redis.info('commandstats'));
}

/** When the tournament finished (its last table) and when its prizes were paid (epoch ms, null: not yet). */
async function tournamentEnd(db: Database, tournamentId: number): Promise<{ finishedAt: number | null; paidOutAt: number | null }> {
  const { rows } = await db.query<{ finished_at: Date | null; paid_out_at: Date | null }>(
    'SELECT finished_at, paid_out_at FROM tournaments WHERE id = $1',
    [tournamentId],
  );
  return { finishedAt: rows[0].finished_at?.getTime() ?? null, paidOutAt: rows[0].paid_out_at?.getTime() ?? null };
}

/**
 * Reads what the kill interrupts (the victim's tables, every hand in play, the chips), its last metrics and log, and
 * where every process's database time went until then; then SIGKILL; the takeover is watched meanwhile: until none of
 * its tables still playing is its own.
 */
async function killServer(
  victim: RigServer,
  servers: RigServer[],
  allSamples: Map<RigServer, ServerSamples>,
  db: Database,
  tournamentId: number,
  metricsToken: string,
  standing: { alive: number; playingTables: number },
): Promise<PendingKill> {
  const samples = allSamples.get(victim)!;
  await scrapeMetrics(victim.url, metricsToken).then(
    (scraped) => noteScrape(samples.metrics, scraped),
    () => {},
  );
  samples.log = await askLog(victim);
  await Promise.all(servers.map(async (server) => allSamples.get(server)!.databaseTimes.push((await askStats(server, true, true))?.databaseTimes)));
  const owners = await tableOwners(db, tournamentId);
  const tables = owners.filter((lease) => ownedBy(lease.owner, victim.pid)).map((lease) => lease.tableId);
  const interrupted = await handsInPlay(db, tournamentId);
  const chipsAtKill = await chipsInPlay(db, tournamentId);
  const at = Date.now();
  victim.killedAt = at;
  victim.child.kill('SIGKILL');
  const takeover = (async () => {
    while (Date.now() - at < TAKEOVER_LIMIT_MS) {
      if ((await stillOwned(db, tables, victim.pid)).length === 0) {
        const ms = Date.now() - at;
        return { ms, chips: await chipsInPlay(db, tournamentId) };
      }
      await wait(100);
    }
    return { ms: NaN, chips: await chipsInPlay(db, tournamentId) };
  })();
  return {
    at,
    alive: standing.alive,
    process: victim.index,
    pid: victim.pid,
    tables,
    tablesPlaying: standing.playingTables,
    interrupted,
    chipsAtKill,
    takeover,
  };
}
