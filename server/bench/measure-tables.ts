import { fork, type ChildProcess } from 'node:child_process';
import type { DatabaseTimes } from './counted-database';
import type { BotsMessage, BotsParentMessage, BotsResult, ParentMessage, ServerMessage, ServerStats, TableRunSettings } from './bench-protocol';

/** What the bots measured, and what the server process did meanwhile. */
export interface TableResult extends BotsResult {
  /** The highest RSS and heap sampled in the measured window (bytes). */
  serverPeakRss: number;
  serverPeakHeapUsed: number;
  /** Database statements and transactions in the window, per action sent in it (the runner's deals included). */
  queriesPerAction: number;
  transactionsPerAction: number;
  /** Of the statements in the window, those that put hands on record and those of the players' seeds. */
  recordingQueries: number;
  seedQueries: number;
  /** The server's CPU time in the window per action, and as a share of one core (its event loop is one thread). */
  cpuMsPerAction: number;
  cpuShareOfCore: number;
  /** The server's event-loop delay over the window (monitorEventLoopDelay, 10 ms resolution). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Where the database time went in the window. */
  databaseTimes: DatabaseTimes;
}

const SAMPLE_MS = 1_000;

export function serverStats(server: ChildProcess, reset = false, times = false): Promise<ServerStats> {
  return new Promise((resolve) => {
    const answer = (message: ServerMessage) => {
      if (message.type !== 'stats') return;
      server.off('message', answer);
      resolve(message);
    };
    server.on('message', answer);
    server.send({ type: 'stats', reset, times } satisfies ParentMessage);
  });
}

/**
 * Forks the bots (`table-bots.mjs`, apart from both the server and this process) and has them play every table; the
 * server's memory is sampled over IPC every second of the measured window, its database counts at both ends.
 */
export async function measureTables(botsScript: string, server: ChildProcess, settings: TableRunSettings): Promise<TableResult> {
  const bots = fork(botsScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const peak = { rss: 0, heapUsed: 0 };
  const sample = async (reset = false, times = false) => {
    const stats = await serverStats(server, reset, times);
    peak.rss = Math.max(peak.rss, stats.rss);
    peak.heapUsed = Math.max(peak.heapUsed, stats.heapUsed);
    return stats;
  };
  let sampler: NodeJS.Timeout | undefined;
  let first: Promise<ServerStats> | undefined;
  let last: Promise<ServerStats> | undefined;
  try {
    const result = await new Promise<BotsResult>((resolve, reject) => {
      bots.once('exit', (code) => reject(new Error(`the bots process exited with code ${code}`)));
      bots.on('message', (message: BotsMessage) => {
        if (message.type === 'measuring') {
          first = sample(true);
          sampler = setInterval(() => void sample(), SAMPLE_MS);
        } else if (message.type === 'measured') {
          clearInterval(sampler);
          last = sample(false, true);
        } else if (message.type === 'result') resolve(message.result);
        else reject(new Error(`the bots failed: ${message.error}`));
      });
      bots.send({ type: 'run', settings } satisfies BotsParentMessage);
    });
    const [start, end] = await Promise.all([first!, last!]);
    return {
      ...result,
      serverPeakRss: peak.rss,
      serverPeakHeapUsed: peak.heapUsed,
      queriesPerAction: (end.queries - start.queries) / result.actions,
      transactionsPerAction: (end.transactions - start.transactions) / result.actions,
      recordingQueries: end.recordingQueries - start.recordingQueries,
      seedQueries: end.seedQueries - start.seedQueries,
      cpuMsPerAction: (end.cpuMicros - start.cpuMicros) / 1000 / result.actions,
      cpuShareOfCore: (end.cpuMicros - start.cpuMicros) / 1e6 / result.seconds,
      loopDelayP99Ms: end.loopDelayP99Ms,
      loopDelayMaxMs: end.loopDelayMaxMs,
      databaseTimes: end.databaseTimes!,
    };
  } finally {
    clearInterval(sampler);
    bots.kill();
  }
}
