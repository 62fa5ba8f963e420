import type { AdminListBenchFixtures } from './admin-list-fixtures';
import type { BenchFixtures } from './bench-fixtures';
import type { DatabaseCounts, DatabaseTimes } from './counted-database';
import type { HandHistoryBenchFixtures } from './hand-history-fixtures';
import type { RushAudit, RushBenchFixtures } from './rush-fixtures';
import type { ScaleBenchFixtures } from './scale-fixtures';
import type { BenchPlayer, BenchTable, TableBenchFixtures } from './table-fixtures';
import type { TournamentBenchFixtures, TournamentProgress, TournamentRecordCounts } from './tournament-fixtures';

/**
 * What the bench server prepares: the HTTP and broadcast fixtures, the tables' players, one tournament's, a player's
 * hand history, or an admin's 10,000 tournaments; the scale rig's first process prepares its tournament, the others
 * ('peer') nothing.
 */
export type BenchKind = 'http' | 'tables' | 'tournament' | 'hands' | 'admin' | 'rush' | 'scale' | 'peer';

/**
 * bench.ts → bench-server.ts over the fork IPC channel. `stats` with `reset`: the event-loop delay is measured from
 * then on. The tournament's: `open` moves its start so the join window ends `inMs` from now; `progress` and `records`
 * read where it stands and what it did between two instants (epoch ms). `stats` with `times`: where the database
 * time went since the last reset comes with them.
 */
export type ParentMessage =
  | { type: 'emit'; sequence: number }
  | { type: 'stats'; reset?: boolean; times?: boolean }
  | { type: 'open'; inMs: number }
  | { type: 'progress' }
  | { type: 'records'; from: number; to: number }
  /** The rush's books for one tournament (count, pool, ledger), read on the database itself. */
  | { type: 'audit'; tournamentId: number }
  /** What the server logged at warn level and above so far (the tournament and scale runs' logger). */
  | { type: 'log' }
  | { type: 'stop' };

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
  databaseTimes?: DatabaseTimes;
}

/** What the server logged at warn level or above (the tournament run's logger; the others log nothing). */
export interface ServerLogCounts {
  warnings: number;
  errors: number;
  /** The first few lines' messages. */
  samples: string[];
}

/** bench-server.ts → bench.ts. */
export type ServerMessage =
  | { type: 'ready'; url: string; fixtures: BenchFixtures }
  | { type: 'ready'; url: string; tables: TableBenchFixtures }
  | { type: 'ready'; url: string; tournament: TournamentBenchFixtures }
  | { type: 'ready'; url: string; hands: HandHistoryBenchFixtures }
  | { type: 'ready'; url: string; adminList: AdminListBenchFixtures }
  | { type: 'ready'; url: string; rush: RushBenchFixtures }
  | { type: 'ready'; url: string; scale: ScaleBenchFixtures }
  | { type: 'ready'; url: string; peer: true }
  | { type: 'log'; log: ServerLogCounts }
  | ({ type: 'audit' } & RushAudit)
  | ({ type: 'stats' } & ServerStats)
  | { type: 'opened'; endsAt: number }
  | ({ type: 'progress' } & TournamentProgress)
  | ({ type: 'records' } & TournamentRecordCounts & { log: ServerLogCounts; databaseTimes: DatabaseTimes })
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
  /** Seeds the bots gave to committed deals in the window, and the ones refused (a seed that came after the deal). */
  seeds: number;
  seedRefusals: Record<string, number>;
  /** Tables still playing at the end (one player with every chip ends a table). */
  tablesPlaying: number;
}

/** bench.ts → table-bots.ts. */
export type BotsParentMessage = { type: 'run'; settings: TableRunSettings };

/** table-bots.ts → bench.ts: the measured window's start and end, then the result. */
export type BotsMessage = { type: 'measuring' } | { type: 'measured' } | { type: 'result'; result: BotsResult } | { type: 'failed'; error: string };

/** What the tournament's bots process is asked to do: connect every player, then play from `play` until `stop`. */
export interface TournamentRunSettings {
  url: string;
  players: BenchPlayer[];
  /** Each bot waits a random 0 to thinkMs before acting (0: at once). */
  thinkMs: number;
}

/** What the tournament's bots measured from `play` to `stop`. */
export interface TournamentBotsResult {
  actions: number;
  actorP50Ms: number;
  actorP99Ms: number;
  actorMaxMs: number;
  /** The caused frame's arrival on every socket following the table. */
  seatP99Ms: number;
  /** As in the table benchmark: not answered, answered ok but no frame, or refused for another reason than a race. */
  lost: number;
  refusals: Record<string, number>;
  /** Acts sent at a table's seq another bot's act already held (one at most applied; see TournamentTally). */
  sharedSeqActs: number;
  /** Refused subscriptions to a table (each bot follows its table, and the next one when it is moved). */
  subscribeRefusals: Record<string, number>;
  /** `table:moved` frames the bots received. */
  moved: number;
  /** Each bot's first `table:private` frame (epoch ms), null for a bot never dealt in. */
  firstDealtAt: (number | null)[];
  /** The bots process's own event-loop delay and CPU while playing. */
  botsProcess: { loopDelayP99Ms: number; cpuShareOfCore: number };
  /** The actors' latencies by window of the run (when the action was sent); an empty window's percentiles arrive null. */
  timeline: { fromS: number; actions: number; p50Ms: number | null; p99Ms: number | null; over50: number }[];
}

/** bench.ts → tournament-bots.ts. */
export type TournamentBotsParentMessage = { type: 'run'; settings: TournamentRunSettings } | { type: 'play' } | { type: 'stop' };

/** tournament-bots.ts → bench.ts. */
export type TournamentBotsMessage = { type: 'connected' } | { type: 'result'; result: TournamentBotsResult } | { type: 'failed'; error: string };
