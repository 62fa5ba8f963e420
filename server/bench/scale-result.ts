// The scale rig's result: what it collected during the run, made into the report's figures and its checks.
import type { ServerLogCounts } from './bench-protocol';
import type { DatabaseTimes } from './counted-database';
import { percentile } from './measure-broadcast';
import type { ScaleSettings } from './measure-scale';
import { payoutFailures, type HandContinuity, type PayoutAudit } from './scale-checks';
import {
  latenciesWhere,
  latencyFigures,
  mergeSamples,
  processMetricFigures,
  readFigures,
  timeline,
  type LatencyFigures,
  type ProcessMetricFigures,
  type ProcessMetrics,
  type ProgressSample,
  type ReadFigures,
  type TimelineWindow,
} from './scale-figures';
import type { RedisCounts } from './scale-probes';
import type { ScaleBotsResult, ScaleReadersResult } from './scale-protocol';
import type { RigBalancer, RigServer } from './scale-rig';
import type { TournamentRecordCounts } from './tournament-fixtures';

const TIMELINE_WINDOW_MS = 60_000;
/** How long the rig waits for the payout once the last table has finished. */
export const PAYOUT_WAIT_MS = 20 * 60_000;

/** The kill: what the rig saw just before it, and how the others took over. */
export interface KillFigures {
  atS: number;
  alive: number;
  process: number;
  pid: number;
  /** Tables whose lease the killed process held, of all playing then. */
  tablesOwned: number;
  tablesPlaying: number;
  /** From the SIGKILL until none of its tables still playing was its own (NaN: not within two minutes). */
  takeoverMs: number;
  /** Hands dealt and not completed at the kill: at every table, and at its tables. */
  handsInPlay: number;
  handsInPlayOnItsTables: number;
  /** Sockets that dropped, came back (following their user channel and table again), and how long that took. */
  socketsDropped: number;
  socketsResumed: number;
  resumeP50Ms: number;
  resumeP99Ms: number;
  /** Of which: from the drop to connected again. */
  connectP50Ms: number;
  connectP99Ms: number;
  /** From the SIGKILL to the last socket back. */
  allBackMs: number;
  /** Actions sent in the 30 s after the kill. */
  after: LatencyFigures;
  chipsAtKill: number;
  chipsAfterTakeover: number;
}

export interface ServerFigures {
  process: number;
  pid: number;
  killed: boolean;
  cpuShareOfCore: number;
  peakRssBytes: number;
  loopDelayP99Ms: number;
  /** From the bots' stamps: the actions whose actor's socket was on this process. */
  actions: LatencyFigures;
  metrics?: ProcessMetricFigures;
  postgresConnectionsMax: number;
  log: ServerLogCounts;
  /** Where its database time went: over the run; with a kill, until the kill and (a survivor) after it. */
  databaseTimes: (DatabaseTimes | undefined)[];
}

export interface ScaleResult {
  settings: ScaleSettings & { leaseMs: string; handPauseMs: string };
  fixturesMs: number;
  connectMs: number;
  /** From the end of the join window to the end of the run. */
  seconds: number;
  finalTableS: number;
  /** The last table finished, and the prizes paid (the director's payout transaction), in seconds of the run. */
  finishedS: number;
  paidOutS: number;
  dealtIn: number;
  seatingP50Ms: number;
  seatingLastMs: number;
  directorWaitMs: number;
  tablesAtStart: number;
  records: TournamentRecordCounts;
  actions: LatencyFigures;
  /** Actions sent while at least 90 % of the starting tables played. */
  whileFull: LatencyFigures;
  timeline: TimelineWindow[];
  servers: ServerFigures[];
  bots: { players: number; cpuShareOfCore: number; loopDelayP99Ms: number; rssBytes: number }[];
  balancers: { accepted: number; refused: number; dropped: number; cpuShareOfCore: number; rssBytes: number }[];
  readers?: { kinds: ReadFigures[]; cpuShareOfCore: number; loopDelayP99Ms: number };
  postgres: { commitsPerSecond: number; rollbacksPerSecond: number; connectionsMax: number; cpuShareOfCore: number };
  /** The whole machine over the run: the share of its cores busy. */
  machineBusyShare: number;
  redis: { publishedPerSecond: number; commandsPerSecond: number };
  refusals: Record<string, number>;
  /** Acts sent at a seq another player's act already held (see TournamentTally.sharedSeqActs). */
  sharedSeqActs: number;
  subscribeRefusals: Record<string, number>;
  /** Tries to come back that failed and were made again, by cause. */
  reconnectRetries: Record<string, number>;
  lost: number;
  lostParts: Record<string, number>;
  /** When each unanswered or frameless action was sent, in seconds of the run. */
  lostAtS: number[];
  droppedWithSocket: number;
  kill?: KillFigures;
  chips: { expected: number; atEnd: number };
  continuity: HandContinuity;
  payout?: PayoutAudit;
  /** Everything a sound run must show, in words (empty: none). */
  failures: string[];
  errors: number;
}

/** Each server's samples over the run: memory, CPU at the start and at its last answer, metrics, connections. */
export interface ServerSamples {
  /** Where its database time went: over the run, or before and after the kill. */
  databaseTimes: (DatabaseTimes | undefined)[];
  peakRss: number;
  loopDelayP99Ms: number;
  start?: { at: number; cpuMicros: number };
  last?: { at: number; cpuMicros: number };
  metrics: ProcessMetrics;
  connectionsMax: number;
  log?: ServerLogCounts;
}

export interface PendingKill {
  at: number;
  alive: number;
  process: number;
  pid: number;
  tables: number[];
  tablesPlaying: number;
  interrupted: { tableId: number; hand: number }[];
  chipsAtKill: number;
  takeover: Promise<{ ms: number; chips: number }>;
}

export interface Collected {
  settings: ScaleSettings;
  fixturesMs: number;
  connectMs: number;
  endsAt: number;
  endedAt: number;
  seatedAt: number | null;
  tablesAtStart: number;
  finalTableAt?: number;
  finishedAt?: number;
  paidOutAt?: number;
  progress: ProgressSample[];
  servers: RigServer[];
  samples: Map<RigServer, ServerSamples>;
  botResults: ScaleBotsResult[];
  readersResult?: ScaleReadersResult;
  balancerStats: Awaited<ReturnType<RigBalancer['stats']>>[];
  postgres: { seconds: number; start: { commits: number; rollbacks: number }; end: { commits: number; rollbacks: number } };
  redis: { start: RedisCounts; end: RedisCounts };
  cpu: Record<'start' | 'end', { postgresMs: number; machine: { totalMs: number; busyMs: number } }>;
  records: TournamentRecordCounts;
  continuity: HandContinuity;
  chipsAtEnd: number;
  expectedChips: number;
  payout?: PayoutAudit;
  pending?: PendingKill;
}

const sumOf = (counts: Record<string, number>[]) => {
  const total: Record<string, number> = {};
  for (const each of counts) for (const [code, count] of Object.entries(each)) total[code] = (total[code] ?? 0) + count;
  return total;
};
const countOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

export async function scaleResult(c: Collected): Promise<ScaleResult> {
  const seconds = (c.endedAt - c.endsAt) / 1000;
  const samples = mergeSamples(c.botResults.map((bots) => bots.samples));
  const dealt = c.botResults
    .flatMap((bots) => bots.firstDealtAt)
    .filter((at): at is number => at !== null)
    .map((at) => at - c.endsAt)
    .sort((a, b) => a - b);
  // From the seating (every table playing) until fewer than 90 % of them play.
  const seated = c.progress.findIndex((sample) => sample.tables === c.tablesAtStart);
  const fullFrom = c.progress[seated]?.at ?? c.endsAt;
  const fullUntil = c.progress.slice(Math.max(0, seated)).find((sample) => sample.tables < 0.9 * c.tablesAtStart)?.at ?? c.endedAt;
  const servers = c.servers.map((server): ServerFigures => {
    const own = c.samples.get(server)!;
    const cpuMicros = (own.last?.cpuMicros ?? 0) - (own.start?.cpuMicros ?? 0);
    const cpuMs = (own.last?.at ?? 0) - (own.start?.at ?? 0);
    return {
      process: server.index,
      pid: server.pid,
      killed: server.killedAt !== undefined,
      cpuShareOfCore: cpuMs > 0 ? cpuMicros / 1000 / cpuMs : NaN,
      peakRssBytes: own.peakRss,
      loopDelayP99Ms: own.loopDelayP99Ms,
      actions: latencyFigures(latenciesWhere(samples, (_, backend) => backend === server.index)),
      metrics: processMetricFigures(own.metrics),
      postgresConnectionsMax: own.connectionsMax,
      log: own.log ?? { warnings: 0, errors: 0, samples: ['(no answer)'] },
      databaseTimes: own.databaseTimes,
    };
  });
  const kill = c.pending && (await killFigures(c.pending, samples, c.botResults, c.endsAt));
  const reconnectRetries = sumOf(c.botResults.map((bots) => bots.reconnects.retries));
  const down = c.botResults.reduce((sum, bots) => sum + bots.reconnects.down, 0);
  const readers = c.readersResult && {
    kinds: c.readersResult.kinds.map(readFigures),
    cpuShareOfCore: c.readersResult.cpuShareOfCore,
    loopDelayP99Ms: c.readersResult.loopDelayP99Ms,
  };
  const failures = scaleFailures(c, { dealtIn: dealt.length, kill, servers, readers, down });
  return {
    settings: {
      ...c.settings,
      leaseMs: process.env.TABLE_LEASE_MS ?? '5000 (default)',
      handPauseMs: process.env.TABLE_HAND_PAUSE_MS ?? '4000 (default)',
    },
    fixturesMs: c.fixturesMs,
    connectMs: c.connectMs,
    seconds,
    finalTableS: c.finalTableAt ? (c.finalTableAt - c.endsAt) / 1000 : NaN,
    finishedS: c.finishedAt ? (c.finishedAt - c.endsAt) / 1000 : NaN,
    paidOutS: c.paidOutAt ? (c.paidOutAt - c.endsAt) / 1000 : NaN,
    dealtIn: dealt.length,
    seatingP50Ms: percentile(dealt, 50),
    seatingLastMs: dealt.length === c.settings.players ? dealt[dealt.length - 1] : NaN,
    directorWaitMs: c.seatedAt === null ? NaN : c.seatedAt - c.endsAt,
    tablesAtStart: c.tablesAtStart,
    records: c.records,
    actions: latencyFigures(samples.latencyMs),
    whileFull: latencyFigures(latenciesWhere(samples, (at) => at >= fullFrom && at < fullUntil)),
    timeline: timeline(samples, c.progress, c.endsAt, TIMELINE_WINDOW_MS),
    servers,
    bots: c.botResults.map((bots) => ({
      players: bots.firstDealtAt.length,
      cpuShareOfCore: bots.botsProcess.cpuShareOfCore,
      loopDelayP99Ms: bots.botsProcess.loopDelayP99Ms,
      rssBytes: bots.rssBytes,
    })),
    balancers: c.balancerStats.map((each) => ({
      accepted: each.stats.accepted,
      refused: each.stats.refused,
      dropped: each.stats.dropped,
      cpuShareOfCore: each.cpuMicros / 1000 / (c.endedAt - c.endsAt + c.connectMs),
      rssBytes: each.rss,
    })),
    readers,
    postgres: {
      commitsPerSecond: (c.postgres.end.commits - c.postgres.start.commits) / c.postgres.seconds,
      rollbacksPerSecond: (c.postgres.end.rollbacks - c.postgres.start.rollbacks) / c.postgres.seconds,
      connectionsMax: servers.reduce((sum, server) => sum + server.postgresConnectionsMax, 0),
      cpuShareOfCore: (c.cpu.end.postgresMs - c.cpu.start.postgresMs) / 1000 / seconds,
    },
    machineBusyShare: (c.cpu.end.machine.busyMs - c.cpu.start.machine.busyMs) / (c.cpu.end.machine.totalMs - c.cpu.start.machine.totalMs),
    redis: {
      publishedPerSecond: (c.redis.end.published - c.redis.start.published) / seconds,
      commandsPerSecond: (c.redis.end.commands - c.redis.start.commands) / seconds,
    },
    refusals: sumOf(c.botResults.map((bots) => bots.refusals)),
    sharedSeqActs: c.botResults.reduce((sum, bots) => sum + bots.sharedSeqActs, 0),
    subscribeRefusals: sumOf(c.botResults.map((bots) => bots.subscribeRefusals)),
    reconnectRetries,
    lost: c.botResults.reduce((sum, bots) => sum + bots.lost, 0),
    lostParts: sumOf(c.botResults.map((bots) => bots.lostParts)),
    lostAtS: c.botResults
      .flatMap((bots) => bots.lostSentAt)
      .map((at) => Math.round((at - c.endsAt) / 100) / 10)
      .sort((a, b) => a - b),
    droppedWithSocket: c.botResults.reduce((sum, bots) => sum + bots.droppedWithSocket, 0),
    kill,
    chips: { expected: c.expectedChips, atEnd: c.chipsAtEnd },
    continuity: c.continuity,
    payout: c.payout,
    failures,
    errors:
      c.settings.players -
      dealt.length +
      c.botResults.reduce((sum, bots) => sum + bots.lost, 0) +
      countOf(sumOf(c.botResults.map((bots) => bots.subscribeRefusals))) +
      down +
      (kill ? kill.socketsDropped - kill.socketsResumed : 0) +
      (readers?.kinds.reduce((sum, kind) => sum + kind.errors, 0) ?? 0) +
      servers.reduce((sum, server) => sum + server.log.errors, 0) +
      c.balancerStats.reduce((sum, each) => sum + each.stats.dropped, 0),
  };
}

async function killFigures(
  pending: PendingKill,
  samples: ReturnType<typeof mergeSamples>,
  bots: ScaleBotsResult[],
  endsAt: number,
): Promise<KillFigures> {
  const takeover = await pending.takeover;
  const resumeMs = bots.flatMap((each) => each.reconnects.resumeMs).sort((a, b) => a - b);
  const connectMs = bots.flatMap((each) => each.reconnects.connectMs).sort((a, b) => a - b);
  const lastBack = Math.max(0, ...bots.map((each) => each.reconnects.lastResumedAt ?? 0));
  const ownTables = new Set(pending.tables);
  return {
    atS: (pending.at - endsAt) / 1000,
    alive: pending.alive,
    process: pending.process,
    pid: pending.pid,
    tablesOwned: pending.tables.length,
    tablesPlaying: pending.tablesPlaying,
    takeoverMs: takeover.ms,
    handsInPlay: pending.interrupted.length,
    handsInPlayOnItsTables: pending.interrupted.filter((each) => ownTables.has(each.tableId)).length,
    socketsDropped: bots.reduce((sum, each) => sum + each.reconnects.dropped, 0),
    socketsResumed: bots.reduce((sum, each) => sum + each.reconnects.resumed, 0),
    resumeP50Ms: percentile(resumeMs, 50),
    resumeP99Ms: percentile(resumeMs, 99),
    connectP50Ms: percentile(connectMs, 50),
    connectP99Ms: percentile(connectMs, 99),
    allBackMs: lastBack ? lastBack - pending.at : NaN,
    after: latencyFigures(latenciesWhere(samples, (at) => at >= pending.at && at < pending.at + 30_000)),
    chipsAtKill: pending.chipsAtKill,
    chipsAfterTakeover: takeover.chips,
  };
}

/** Everything a sound run must show that it did not. */
function scaleFailures(
  c: Collected,
  figures: {
    dealtIn: number;
    kill?: KillFigures;
    servers: ServerFigures[];
    readers?: ScaleResult['readers'];
    down: number;
  },
): string[] {
  const failures: string[] = [];
  const lost = c.botResults.reduce((sum, bots) => sum + bots.lost, 0);
  if (figures.dealtIn < c.settings.players) failures.push(`${c.settings.players - figures.dealtIn} players never dealt in`);
  if (lost > 0) failures.push(`${lost} actions lost`);
  if (c.chipsAtEnd !== c.expectedChips) failures.push(`${c.chipsAtEnd} chips at the end, ${c.expectedChips} expected`);
  if (c.continuity.outOfOrder > 0) failures.push(`${c.continuity.outOfOrder} tables dealt hands out of order or twice`);
  if (c.continuity.completedTwice > 0) failures.push(`${c.continuity.completedTwice} hands completed twice`);
  if (c.payout) failures.push(...payoutFailures(c.payout, c.settings.players).map((failure) => `payout: ${failure}`));
  else if (c.finishedAt) failures.push(`finished, not paid out within ${PAYOUT_WAIT_MS / 60_000} minutes`);
  const { kill } = figures;
  if (kill) {
    // Cut short by --table-seconds, a hand may still be in play at the end.
    if (c.payout && c.continuity.notResumed.length > 0) failures.push(`${c.continuity.notResumed.length} hands in play at the kill never completed`);
    if (kill.chipsAtKill !== c.expectedChips || kill.chipsAfterTakeover !== c.expectedChips)
      failures.push(`chips ${kill.chipsAtKill} at the kill, ${kill.chipsAfterTakeover} after the takeover, ${c.expectedChips} expected`);
    if (Number.isNaN(kill.takeoverMs)) failures.push('the killed process’s tables were not all taken over within two minutes');
    if (kill.socketsResumed < kill.socketsDropped) failures.push(`${kill.socketsDropped - kill.socketsResumed} dropped sockets never came back`);
  }
  if (figures.down > 0) failures.push(`${figures.down} sockets down at the end`);
  const serverErrors = figures.servers.reduce((sum, server) => sum + server.log.errors, 0);
  if (serverErrors > 0) failures.push(`${serverErrors} errors in the servers' logs`);
  const readerErrors = figures.readers?.kinds.reduce((sum, kind) => sum + kind.errors, 0) ?? 0;
  if (readerErrors > 0) failures.push(`${readerErrors} lobby reads failed`);
  return failures;
}
