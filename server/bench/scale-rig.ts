import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import type { BenchKind, ParentMessage, ServerLogCounts, ServerMessage, ServerStats } from './bench-protocol';
import type { BenchPlayer } from './table-fixtures';
import type { ScaleBenchFixtures } from './scale-fixtures';
import type {
  BalancerMessage,
  BalancerParentMessage,
  ScaleBotsMessage,
  ScaleBotsParentMessage,
  ScaleBotsResult,
  ScaleReadersMessage,
  ScaleReadersParentMessage,
  ScaleReadersResult,
  ScaleReadersSettings,
} from './scale-protocol';

/** A forked bench server (bench.ts starts it: the same server process as every suite's, with the env given). */
export interface StartedServer {
  ready: Extract<ServerMessage, { type: 'ready' }>;
  child: ChildProcess;
  stop(): Promise<void>;
}

export type ServerStarter = (kind: BenchKind, env: Record<string, string>) => Promise<StartedServer>;

/** One server process of the rig: 1-based, the first prepared the fixtures and is never the one killed. */
export interface RigServer extends StartedServer {
  index: number;
  url: string;
  pid: number;
  /** PGAPPNAME of its connections (pg_stat_activity). */
  applicationName: string;
  killedAt?: number;
}

/** What every process of the rig shares: one JWT secret, one Redis prefix, one metrics token, one PostgreSQL schema. */
export interface RigIdentity {
  secret: string;
  metricsToken: string;
  redisPrefix: string;
  applicationPrefix: string;
}

export function rigIdentity(): RigIdentity {
  const run = randomBytes(4).toString('hex');
  return {
    secret: randomBytes(32).toString('base64url'),
    metricsToken: randomBytes(24).toString('base64url'),
    redisPrefix: `bench-scale-${run}`,
    applicationPrefix: `bench-scale-${run}-`,
  };
}

/**
 * The rig's N server processes, one after the other's fixtures: the first registers the players (as every suite's
 * server prepares its fixtures), then the others start on the same schema. Each with Redis (the socket.io adapter),
 * its metrics behind the run's token, its own data directory and PGAPPNAME, production settings.
 */
export async function startServers(
  start: ServerStarter,
  count: number,
  identity: RigIdentity,
  env: Record<string, string>,
  redisUrl: string,
): Promise<{ servers: RigServer[]; fixtures: ScaleBenchFixtures; fixturesMs: number }> {
  const started = (index: number, server: StartedServer): RigServer => ({
    ...server,
    index,
    url: server.ready.url,
    pid: server.child.pid!,
    applicationName: `${identity.applicationPrefix}${index}`,
  });
  const envOf = (index: number) => {
    const dataDir = path.join(env.BENCH_DATA_DIR, `server-${index}`);
    mkdirSync(dataDir, { recursive: true });
    return {
      ...env,
      BENCH_DATA_DIR: dataDir,
      BENCH_JWT_SECRET: identity.secret,
      BENCH_REDIS_URL: redisUrl,
      BENCH_PROCESS: String(index),
      REDIS_KEY_PREFIX: identity.redisPrefix,
      METRICS_TOKEN: identity.metricsToken,
      PGAPPNAME: `${identity.applicationPrefix}${index}`,
    };
  };
  const began = Date.now();
  const first = started(1, await start('scale', envOf(1)));
  if (!('scale' in first.ready)) throw new Error('the first server prepared no scale fixtures');
  const fixtures = first.ready.scale;
  const fixturesMs = Date.now() - began;
  const others = await Promise.all(
    Array.from({ length: count - 1 }, async (_, offset) => started(offset + 2, await start('peer', envOf(offset + 2)))),
  );
  return { servers: [first, ...others], fixtures, fixturesMs };
}

/** The child's next message of `type` (rejected if it fails or exits first). */
export function answerOf<Message extends { type: string }, Type extends Message['type']>(
  child: ChildProcess,
  type: Type,
): Promise<Extract<Message, { type: Type }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${path.basename(child.spawnfile)} child exited with code ${code}`));
    const listener = (message: Message) => {
      if (message.type === 'failed') reject(new Error((message as unknown as { error: string }).error));
      else if (message.type === type) resolve(message as Extract<Message, { type: Type }>);
      else return;
      child.off('message', listener);
      child.off('exit', onExit);
    };
    child.on('message', listener);
    child.once('exit', onExit);
  });
}

/** A server's stats over IPC, or undefined if it does not answer within 2 s (killed, or its loop stuck that long). */
export async function askStats(server: RigServer, reset = false, times = false): Promise<ServerStats | undefined> {
  if (server.killedAt !== undefined || !server.child.connected) return undefined;
  const answer = answerOf<ServerMessage, 'stats'>(server.child, 'stats').catch(() => undefined);
  server.child.send({ type: 'stats', reset, times } satisfies ParentMessage);
  return Promise.race([answer, wait(2_000).then(() => undefined)]);
}

/** What a server logged at warn level and above so far. */
export async function askLog(server: RigServer): Promise<ServerLogCounts | undefined> {
  if (server.killedAt !== undefined || !server.child.connected) return undefined;
  const answer = answerOf<ServerMessage, 'log'>(server.child, 'log').then(
    (message) => message.log,
    () => undefined,
  );
  server.child.send({ type: 'log' } satisfies ParentMessage);
  return Promise.race([answer, wait(2_000).then(() => undefined)]);
}

export interface RigBalancer {
  child: ChildProcess;
  url: string;
  stats(): Promise<Extract<BalancerMessage, { type: 'stats' }>>;
  stop(): void;
}

/** One balancer process in front of every server (a process holds 20,000 descriptors here, two per relayed socket). */
export async function startBalancer(script: string, servers: RigServer[]): Promise<RigBalancer> {
  const backends = servers.map((server) => {
    const { hostname, port } = new URL(server.url);
    return { host: hostname, port: Number(port) };
  });
  const child = fork(script, [], {
    env: { ...process.env, BENCH_BACKENDS: JSON.stringify(backends) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = await answerOf<BalancerMessage, 'listening'>(child, 'listening');
  return {
    child,
    url,
    stats() {
      const answer = answerOf<BalancerMessage, 'stats'>(child, 'stats');
      child.send({ type: 'stats' } satisfies BalancerParentMessage);
      return answer;
    },
    stop() {
      if (child.connected) child.send({ type: 'stop' } satisfies BalancerParentMessage);
    },
  };
}

export interface RigBots {
  child: ChildProcess;
  players: number;
  tell(message: ScaleBotsParentMessage): void;
  result(): Promise<ScaleBotsResult>;
}

/** One bots process with its share of the players, connecting through its balancer; resolves once all are connected. */
export async function startBots(script: string, url: string, players: BenchPlayer[], thinkMs: number): Promise<RigBots> {
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const tell = (message: ScaleBotsParentMessage) => child.send(message);
  const connected = answerOf<ScaleBotsMessage, 'connected'>(child, 'connected');
  tell({ type: 'run', settings: { url, players, thinkMs } });
  await connected;
  const result = answerOf<ScaleBotsMessage, 'result'>(child, 'result').then((message) => message.result);
  result.catch(() => {});
  return { child, players: players.length, tell, result: () => result };
}

export interface RigReaders {
  child: ChildProcess;
  stop(): Promise<ScaleReadersResult>;
}

export function startReaders(script: string, settings: ScaleReadersSettings): RigReaders {
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = answerOf<ScaleReadersMessage, 'result'>(child, 'result').then((message) => message.result);
  result.catch(() => {});
  child.send({ type: 'run', settings } satisfies ScaleReadersParentMessage);
  return {
    child,
    stop() {
      child.send({ type: 'stop' } satisfies ScaleReadersParentMessage);
      return result;
    },
  };
}
