import { performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { TOURNAMENTS_CHANNEL, type ChannelFrame } from 'shared-events/contracts';
import type { StampedEvent } from './bench-protocol';

export interface BroadcastRun {
  url: string;
  sockets: number;
  events: number;
  tokens: string[];
  /** Asks the server process to publish one stamped event on the lobby's channel. */
  emit(sequence: number): void;
}

export interface BroadcastResult {
  sockets: number;
  events: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Deliveries that never arrived within the wait (a valid run has 0). */
  missing: number;
}

const CONNECT_BATCH = 100;
const EVENT_WAIT_MS = 5_000;
const PAUSE_BETWEEN_EVENTS_MS = 100;
const CONNECT_WITHIN_MS = 60_000;

/**
 * One socket, as the front end opens it: a handshake the server refuses before the websocket opens (a process admits
 * SOCKET_HANDSHAKES_IN_SETUP at a time, and the bench opens a hundred at once) is tried again after a jittered back-off.
 */
export async function connect(url: string, token: string): Promise<Socket> {
  const until = Date.now() + CONNECT_WITHIN_MS;
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await new Promise<Socket | Error>((resolve) => {
      const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.close();
        resolve(error);
      });
    });
    if (!(outcome instanceof Error)) return outcome;
    if (outcome.message !== 'websocket error' || Date.now() >= until) throw new Error(`socket could not connect: ${outcome.message}`);
    await wait(Math.min(250 * 2 ** attempt, 4_000) * (0.5 + Math.random()));
  }
}

/** Follows the lobby's channel, as every signed-in page does. */
async function followLobby(socket: Socket): Promise<Socket> {
  await socket.timeout(EVENT_WAIT_MS).emitWithAck('rt:subscribe', TOURNAMENTS_CHANNEL);
  return socket;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Connects `sockets` websocket clients (in this process, apart from the server's), then has the server
 * broadcast `events` stamped events one after another and measures receive time − send time for every
 * delivery. Sockets are read by one event loop, so the last socket's latency includes reading the others.
 */
export async function measureBroadcast(run: BroadcastRun): Promise<BroadcastResult> {
  const sockets: Socket[] = [];
  try {
    for (let first = 0; first < run.sockets; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, run.sockets - first) }, (_, index) =>
        connect(run.url, run.tokens[(first + index) % run.tokens.length]).then(followLobby),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const latencies: number[] = [];
    let missing = 0;
    for (let sequence = 1; sequence <= run.events; sequence += 1) {
      const received = new Promise<number>((resolve) => {
        let count = 0;
        const timer = setTimeout(() => resolve(count), EVENT_WAIT_MS);
        for (const socket of sockets) {
          socket.on('rt:frame', ({ data: payload }: ChannelFrame<StampedEvent>) => {
            if (payload.sequence !== sequence) return;
            latencies.push(performance.timeOrigin + performance.now() - payload.sentAt);
            count += 1;
            if (count === sockets.length) {
              clearTimeout(timer);
              resolve(count);
            }
          });
        }
      });
      run.emit(sequence);
      missing += sockets.length - (await received);
      for (const socket of sockets) socket.removeAllListeners('rt:frame');
      await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_EVENTS_MS));
    }
    latencies.sort((a, b) => a - b);
    return {
      sockets: sockets.length,
      events: run.events,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies[latencies.length - 1] ?? NaN,
      missing,
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
