import type { LoadBalancerStats } from '../dev/load-balancer';
import type { TournamentBotsResult } from './bench-protocol';
import type { BenchPlayer } from './table-fixtures';

/** measure-scale.ts → load-balancer-process.ts. */
export type BalancerParentMessage = { type: 'stats' } | { type: 'stop' };

/** load-balancer-process.ts → measure-scale.ts: where it listens, then its stats and its own load when asked. */
export type BalancerMessage =
  { type: 'listening'; url: string } | { type: 'stats'; stats: LoadBalancerStats; rss: number; cpuMicros: number; loopDelayP99Ms: number };

/** What one bots process is asked to do: connect its share of the players through the balancer, then play. */
export interface ScaleBotsSettings {
  url: string;
  players: BenchPlayer[];
  /** Each bot waits a random 0 to thinkMs before acting (0: at once). */
  thinkMs: number;
}

/** Every measured action of one bots process, in the order measured: its latency, when it was sent, on which server. */
export interface ActionSamples {
  latencyMs: number[];
  /** Epoch milliseconds (comparable across the rig's processes). */
  sentAt: number[];
  /** The server process (1-based, bench:process) the actor's socket was on. */
  backend: number[];
}

/** The sockets that dropped (their server process died) and came back through the balancer. */
export interface ReconnectTally {
  dropped: number;
  /** Sockets connected again, following their user channel, their table followed again from its snapshot. */
  resumed: number;
  /** From each drop to its socket resumed (ms), in the order resumed. */
  resumeMs: number[];
  /** Of which: from the drop to the socket connected again (the rest: its user channel followed, its snapshot read). */
  connectMs: number[];
  /** When the last of them resumed (epoch ms; null: none dropped). */
  lastResumedAt: number | null;
  /** Tries that failed and were made again (a connection refused, a subscription or snapshot not answered in time), by cause. */
  retries: Record<string, number>;
  /** Sockets not connected at the end. */
  down: number;
}

export interface ScaleBotsResult extends TournamentBotsResult {
  samples: ActionSamples;
  /** Acts whose socket dropped before their answer (not lost: the player decided again once back). */
  droppedWithSocket: number;
  /** Of the lost actions: never answered, answered ok before their frame arrived, still unanswered at the end. */
  lostParts: { unanswered: number; framesMissing: number; inFlight: number };
  /** When each unanswered or frameless action was sent (epoch ms). */
  lostSentAt: number[];
  reconnects: ReconnectTally;
  /** Sockets by the server process they are on at the end. */
  socketsByBackend: Record<number, number>;
  /** This process's memory at the end (its sockets all open). */
  rssBytes: number;
}

/** measure-scale.ts → scale-bots.ts: `run` connects, `play` starts counting, `stop` ends the run (no more reconnecting). */
export type ScaleBotsParentMessage = { type: 'run'; settings: ScaleBotsSettings } | { type: 'play' } | { type: 'stop' };

/** scale-bots.ts → measure-scale.ts. */
export type ScaleBotsMessage = { type: 'connected' } | { type: 'result'; result: ScaleBotsResult } | { type: 'failed'; error: string };

/** The lobby readers: `readers` clients, each reading every minMs–maxMs, through the balancer. */
export interface ScaleReadersSettings {
  url: string;
  tournamentId: number;
  /** Signed-in readers (players' tokens), one per reader, reused round the list. */
  tokens: string[];
  readers: number;
  minMs: number;
  maxMs: number;
}

/** One kind of read: what the readers asked and how long each answer took to arrive in full. */
export interface ReadSamples {
  path: string;
  latencyMs: number[];
  /** Epoch ms each request was sent. */
  sentAt: number[];
  /** Requests that failed once and were asked again (a connection cut by a dying node), as a page's query retries. */
  retried: number;
  /** Requests that failed after their retry, or answered other than 200, with a few samples. */
  errors: number;
  errorSamples: string[];
  /** Bytes of the answers as they travelled (compressed). */
  bytes: number;
}

export interface ScaleReadersResult {
  kinds: ReadSamples[];
  cpuShareOfCore: number;
  loopDelayP99Ms: number;
}

export type ScaleReadersParentMessage = { type: 'run'; settings: ScaleReadersSettings } | { type: 'stop' };
export type ScaleReadersMessage = { type: 'result'; result: ScaleReadersResult } | { type: 'failed'; error: string };
