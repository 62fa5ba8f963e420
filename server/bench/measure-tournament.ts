import { fork, type ChildProcess } from 'node:child_process';
import { setTimeout as wait } from 'node:timers/promises';
import type {
  ParentMessage,
  ServerLogCounts,
  ServerMessage,
  TournamentBotsMessage,
  TournamentBotsParentMessage,
  TournamentBotsResult,
  TournamentRunSettings,
} from './bench-protocol';
import type { DatabaseTimes } from './counted-database';
import { percentile } from './measure-broadcast';
import { serverStats } from './measure-tables';
import type { TournamentProgress, TournamentRecordCounts } from './tournament-fixtures';

/** What the bots measured, what the tournament's records say, and what the server process did meanwhile. */
export interface TournamentResult extends Omit<TournamentBotsResult, 'firstDealtAt'>, TournamentRecordCounts {
  players: number;
  /** From the end of the join window to the end of the run. */
  seconds: number;
  /** Players dealt in at all (a valid run has every one). */
  dealtIn: number;
  /** From the end of the join window to each player's first private view: the median, and the last player's. */
  seatingP50Ms: number;
  seatingLastMs: number;
  /** Of which: until the director's pass began (its scheduled job runs every 2 s). */
  directorWaitMs: number;
  tablesAtStart: number;
  tablesAtEnd: number;
  aliveAtEnd: number;
  /** The run ended because one table was left (else the time was up). */
  finalTable: boolean;
  log: ServerLogCounts;
  /** Where the server's database time went over the run. */
  databaseTimes: DatabaseTimes;
  serverPeakRss: number;
  serverPeakHeapUsed: number;
  queriesPerAction: number;
  cpuMsPerAction: number;
  cpuShareOfCore: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export interface TournamentMeasureSettings extends TournamentRunSettings {
  /** The longest the run lasts after the join window ends (it ends earlier when the final table forms). */
  seconds: number;
}

/** Seconds between the bots being connected and the end of the join window (time for the server to settle). */
const LEAD_MS = 3_000;
const SAMPLE_MS = 1_000;

/** The server's answer of this type to a message. */
export function ask<Type extends ServerMessage['type']>(
  server: ChildProcess,
  message: ParentMessage,
  type: Type,
): Promise<Extract<ServerMessage, { type: Type }>> {
  return new Promise((resolve) => {
    const answer = (reply: ServerMessage) => {
      if (reply.type !== type) return;
      server.off('message', answer);
      resolve(reply as Extract<ServerMessage, { type: Type }>);
    };
    server.on('message', answer);
    server.send(message);
  });
}

/**
 * Forks the bots (`tournament-bots.mjs`), which connect every registered player; then has the server end the join
 * window a few seconds later, and lets the tournament play until the final table forms or `seconds` have passed. The
 * server's memory and the tournament's progress are sampled every second, its CPU and database counts at both ends.
 * Stops the server, then the bots.
 */
export async function measureTournament(
  botsScript: string,
  { child: server, stop: stopServer }: { child: ChildProcess; stop(): Promise<void> },
  settings: TournamentMeasureSettings,
): Promise<TournamentResult> {
  const bots = fork(botsScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const tellBots = (message: TournamentBotsParentMessage) => bots.send(message);
  const botsAnswer = (type: TournamentBotsMessage['type']) =>
    new Promise<TournamentBotsMessage>((resolve, reject) => {
      const listener = (message: TournamentBotsMessage) => {
        if (message.type === 'failed') reject(new Error(`the bots failed: ${message.error}`));
        else if (message.type === type) resolve(message);
        else return;
        bots.off('message', listener);
      };
      bots.on('message', listener);
    });
  const exited = new Promise<never>((_, reject) => bots.once('exit', (code) => reject(new Error(`the bots process exited with code ${code}`))));
  const peak = { rss: 0, heapUsed: 0 };
  let sampler: NodeJS.Timeout | undefined;
  try {
    const connected = botsAnswer('connected');
    tellBots({ type: 'run', settings: { url: settings.url, players: settings.players, thinkMs: settings.thinkMs } });
    await Promise.race([connected, exited]);
    const { endsAt } = await ask(server, { type: 'open', inMs: LEAD_MS }, 'opened');
    await wait(endsAt - Date.now());

    const start = await serverStats(server, true);
    tellBots({ type: 'play' });
    sampler = setInterval(async () => {
      const stats = await serverStats(server);
      peak.rss = Math.max(peak.rss, stats.rss);
      peak.heapUsed = Math.max(peak.heapUsed, stats.heapUsed);
    }, SAMPLE_MS);
    let progress: TournamentProgress = await ask(server, { type: 'progress' }, 'progress');
    let tablesAtStart = 0;
    while (Date.now() < endsAt + settings.seconds * 1000) {
      await wait(SAMPLE_MS);
      progress = await ask(server, { type: 'progress' }, 'progress');
      tablesAtStart = Math.max(tablesAtStart, progress.playingTables);
      if (progress.seatedAt !== null && progress.playingTables <= 1) break;
    }
    const result = botsAnswer('result');
    tellBots({ type: 'stop' });
    const endedAt = Date.now();
    clearInterval(sampler);
    const end = await serverStats(server);
    const bot = ((await Promise.race([result, exited])) as Extract<TournamentBotsMessage, { type: 'result' }>).result;
    const { hands, moves, tablesBroken, busts, log, databaseTimes } = await ask(server, { type: 'records', from: endsAt, to: endedAt }, 'records');
    const seconds = (endedAt - endsAt) / 1000;
    const dealt = bot.firstDealtAt.filter((at): at is number => at !== null).map((at) => at - endsAt);
    dealt.sort((a, b) => a - b);
    return {
      actions: bot.actions,
      actorP50Ms: bot.actorP50Ms,
      actorP99Ms: bot.actorP99Ms,
      actorMaxMs: bot.actorMaxMs,
      seatP99Ms: bot.seatP99Ms,
      lost: bot.lost,
      refusals: bot.refusals,
      sharedSeqActs: bot.sharedSeqActs,
      subscribeRefusals: bot.subscribeRefusals,
      moved: bot.moved,
      botsProcess: bot.botsProcess,
      timeline: bot.timeline,
      hands,
      moves,
      tablesBroken,
      busts,
      log,
      databaseTimes,
      players: settings.players.length,
      seconds,
      dealtIn: dealt.length,
      seatingP50Ms: percentile(dealt, 50),
      seatingLastMs: dealt.length === settings.players.length ? dealt[dealt.length - 1] : NaN,
      directorWaitMs: progress.seatedAt === null ? NaN : progress.seatedAt - endsAt,
      tablesAtStart,
      tablesAtEnd: progress.playingTables,
      aliveAtEnd: progress.alive,
      finalTable: progress.seatedAt !== null && progress.playingTables <= 1,
      serverPeakRss: peak.rss,
      serverPeakHeapUsed: peak.heapUsed,
      queriesPerAction: (end.queries - start.queries) / bot.actions,
      cpuMsPerAction: (end.cpuMicros - start.cpuMicros) / 1000 / bot.actions,
      cpuShareOfCore: (end.cpuMicros - start.cpuMicros) / 1e6 / seconds,
      loopDelayP99Ms: end.loopDelayP99Ms,
      loopDelayMaxMs: end.loopDelayMaxMs,
    };
  } finally {
    clearInterval(sampler);
    exited.catch(() => {});
    // The server first: it no longer records presence once stopping, so the bots' thousand sockets can close at once.
    await stopServer();
    bots.kill();
  }
}
