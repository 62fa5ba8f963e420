import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { RealtimeServer } from './realtime';

export interface RedisAdapterOptions {
  url: string;
  /** Prefix of the pub/sub channels; deployments (or test runs) sharing one Redis use different ones. */
  key: string;
  log: { error(details: object, message?: string): void };
  /** Told of each error of the connections and of each failed publish (the metrics count them). */
  onError?: () => void;
}

/** The function that closes both connections (after socket.io has closed), with what a readiness check asks of them. */
export interface RedisAdapterConnection {
  (): Promise<void>;
  /** Both connections up: a command is sent now rather than queued until they reconnect. */
  isReady(): boolean;
  /** A PING on the publishing connection. */
  ping(): Promise<unknown>;
}

/** How long start-up waits for Redis before failing: a server that cannot reach its peers must not run. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Puts socket.io on the Redis adapter, so toUser and the channels' frames (toChannel, publish) reach the clients of every
 * server process. Answers the function that closes both connections (after socket.io has closed), with their probes.
 */
export async function useRedisAdapter(io: RealtimeServer, { url, key, log, onError }: RedisAdapterOptions): Promise<RedisAdapterConnection> {
  let connected = false;
  const pubClient = createClient({
    url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Once up, reconnect forever with backoff; before the first connection, fail the start.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 200, 5_000) : cause),
    },
  });
  const subClient = pubClient.duplicate();
  for (const client of [pubClient, subClient]) {
    client.on('error', (error: unknown) => {
      onError?.();
      log.error({ err: error }, 'redis connection error');
    });
  }
  let closing = false;
  // The adapter publishes without awaiting (emits, fetchSockets requests, answers): a publish that fails, as every one
  // does once the connection is closed, would be an unhandled rejection, which ends the process. A request that was not
  // published times out in the adapter and its caller is told.
  const publish = pubClient.publish.bind(pubClient);
  Object.defineProperty(pubClient, 'publish', {
    value: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((error: unknown) => {
        if (closing) return 0;
        onError?.();
        log.error({ err: error }, 'redis publish failed');
        return 0;
      }),
  });
  const closeAll = async () => {
    closing = true;
    await Promise.all([pubClient, subClient].map((client) => (client.isOpen ? client.close() : Promise.resolve()).catch(() => client.destroy())));
  };
  try {
    await Promise.all([pubClient.connect(), subClient.connect()]);
  } catch (error) {
    for (const client of [pubClient, subClient]) if (client.isOpen) client.destroy();
    throw new Error(`Redis at REDIS_URL is not reachable: ${(error as Error).message}`);
  }
  connected = true;
  io.adapter(createAdapter(pubClient, subClient, { key }));
  return Object.assign(closeAll, {
    isReady: () => pubClient.isReady && subClient.isReady,
    ping: () => pubClient.ping(),
  });
}
