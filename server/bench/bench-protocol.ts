import type { BenchFixtures } from './bench-fixtures';
import type { DatabaseCounts } from './counted-database';
import type { BenchTable, TableBenchFixtures } from './table-fixtures';

/** What the bench server prepares: the HTTP and broadcast fixtures, or the tables' players. */
export type BenchKind = 'http' | 'tables';

/** bench.ts → bench-server.ts over the fork IPC channel. */
/** `stats` with `reset`: the event-loop delay is measured from then on. */
export type ParentMessage = { type: 'emit'; sequence: number } | { type: 'stats'; reset?: boolean } | { type: 'stop' };

/**
 * The server process's memory in bytes; since it started, its CPU time in microseconds (process.cpuUsage, user and
 * system), and its database statements and transactions.
 */
export interface ServerStats extends DatabaseCounts {
  rss: number;
  heapUsed: number;
  cpuMicros: number;
  /** How late the event loop ran its timers since the last reset (a blocked loop delays every socket and query). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** bench-server.ts → bench.ts. */
export type ServerMessage =
  | { type: 'ready'; url: string; fixtures: BenchFixtures }
  | { type: 'ready'; url: string; tables: TableBenchFixtures }
  | ({ type: 'stats' } & ServerStats)
  | { type: 'stopped' };

/** The payload the bench broadcasts: a tournament event stamped with its send time. */
export interface StampedEvent {
  sequence: number;
  sentAt: number;
}

/** What the bots process is asked to do: seat every table, start them, play `seconds` after a warm-up. */
export interface TableRunSettings {
  url: string;
  tables: BenchTable[];
  seconds: number;
  /** Each bot waits a random 0 to thinkMs before acting (0: at once). */
  thinkMs: number;
}

/** What the bots measured. */
export interface BotsResult {
  tables: number;
  bots: number;
  seconds: number;
  hands: number;
  actions: number;
  actorP50Ms: number;
  actorP99Ms: number;
  actorMaxMs: number;
  /** The caused frame's arrival on every seat of the table. */
  seatP99Ms: number;
  /** Not answered, answered ok but no frame, or refused for another reason than a race. */
  lost: number;
  refusals: Record<string, number>;
  /** Tables still playing at the end (one player with every chip ends a table). */
  tablesPlaying: number;
}

/** bench.ts → table-bots.ts. */
export type BotsParentMessage = { type: 'run'; settings: TableRunSettings };

/** table-bots.ts → bench.ts: the measured window's start and end, then the result. */
export type BotsMessage = { type: 'measuring' } | { type: 'measured' } | { type: 'result'; result: BotsResult } | { type: 'failed'; error: string };
