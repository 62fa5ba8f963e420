import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** A server process behind the balancer. */
export interface Backend {
  host: string;
  port: number;
}

export interface LoadBalancerStats {
  /** Client connections accepted, and those passed to a backend, by `host:port`. */
  accepted: number;
  routed: Record<string, number>;
  /** Connections open now, by backend. */
  open: Record<string, number>;
  /** Attempts a backend refused (a dead process): the connection went to the next one. */
  refused: number;
  /** Clients closed because no backend answered. */
  dropped: number;
}

export interface LoadBalancer {
  url: string;
  port: number;
  stats(): LoadBalancerStats;
  close(): Promise<void>;
}

/** How long a backend that refused a connection is left out before it is tried again. */
const DOWN_FOR_MS = 1_000;

const keyOf = (backend: Backend) => `${backend.host}:${backend.port}`;

/**
 * A layer-4 balancer as a cloud load balancer is in front of the API/socket nodes: each TCP connection goes to the next
 * backend in turn (no sticky sessions: the server speaks WebSocket only, so a socket.io session lives on one connection
 * and needs no affinity; HTTP keep-alive connections stay on the node they reached). A backend that refuses is left out
 * for a second and the connection tries the next one, so when a node dies its clients' reconnections reach the living.
 * When a backend's connection closes or fails, the client's closes too, as a balancer's does.
 */
export async function startLoadBalancer(backends: readonly Backend[], { host = '127.0.0.1', port = 0 } = {}): Promise<LoadBalancer> {
  if (backends.length === 0) throw new Error('the load balancer needs at least one backend');
  const downUntil = new Map<string, number>();
  const stats: LoadBalancerStats = { accepted: 0, routed: {}, open: {}, refused: 0, dropped: 0 };
  for (const backend of backends) {
    stats.routed[keyOf(backend)] = 0;
    stats.open[keyOf(backend)] = 0;
  }
  const clients = new Set<Socket>();
  let next = 0;

  /** The backends to try for one connection, starting with the next in turn and leaving out those down a moment ago. */
  function candidates(): Backend[] {
    const now = Date.now();
    const start = next++ % backends.length;
    const order = backends.map((_, index) => backends[(start + index) % backends.length]);
    const up = order.filter((backend) => (downUntil.get(keyOf(backend)) ?? 0) <= now);
    return up.length > 0 ? up : order;
  }

  function route(client: Socket, remaining: Backend[]): void {
    const backend = remaining[0];
    if (!backend) {
      stats.dropped += 1;
      client.destroy();
      return;
    }
    const key = keyOf(backend);
    const upstream = connect(backend.port, backend.host);
    upstream.setNoDelay(true);
    const refused = () => {
      stats.refused += 1;
      downUntil.set(key, Date.now() + DOWN_FOR_MS);
      route(client, remaining.slice(1));
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      if (client.destroyed) {
        upstream.destroy();
        return;
      }
      stats.routed[key] += 1;
      stats.open[key] += 1;
      upstream.once('close', () => (stats.open[key] -= 1));
      // Either side closing or failing ends the pair; the client's bytes waited (paused) until now.
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      upstream.on('error', end).on('close', end);
      client.on('error', end).on('close', end);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }

  const server = createServer({ pauseOnConnect: true, noDelay: true }, (client) => {
    stats.accepted += 1;
    clients.add(client);
    client.once('close', () => clients.delete(client));
    // An error before the upstream exists (a reset while connecting) must not throw.
    client.on('error', () => client.destroy());
    route(client, candidates());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    stats: () => structuredClone(stats),
    close: async () => {
      for (const client of clients) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
