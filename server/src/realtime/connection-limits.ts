import type { Socket as TcpSocket } from 'node:net';
import type { ConnectionReplacedPayload } from 'shared-events/contracts';

/** When a socket connected, to find a user's oldest: wall time across processes, then this process's order. */
export interface ConnectionOrder {
  connectedAt: number;
  sequence: number;
}

/**
 * Live websocket connections per client address in this process, counted from the handshake that admits them until
 * their TCP connection closes (authenticated or not: an unauthenticated connection holds resources too). The address
 * is the TCP peer's: behind a reverse proxy every client shares the proxy's, so raise SOCKETS_PER_ADDRESS there.
 */
export function addressLimit(limit: number) {
  const open = new Map<string, number>();
  const admitted = new WeakSet<TcpSocket>();
  return {
    admit(connection: TcpSocket): boolean {
      if (admitted.has(connection)) return true;
      const address = connection.remoteAddress ?? 'unknown';
      const count = open.get(address) ?? 0;
      if (count >= limit) return false;
      open.set(address, count + 1);
      admitted.add(connection);
      connection.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      return true;
    },
  };
}

interface ReplaceableSocket {
  id: string;
  data: Partial<ConnectionOrder>;
  emit(event: 'connection:replaced', payload: ConnectionReplacedPayload): unknown;
  disconnect(close?: boolean): unknown;
}

const byConnectionOrder = (a: ReplaceableSocket, b: ReplaceableSocket) =>
  (a.data.connectedAt ?? 0) - (b.data.connectedAt ?? 0) || (a.data.sequence ?? 0) - (b.data.sequence ?? 0) || a.id.localeCompare(b.id);

/**
 * Keeps a user's newest `limit` sockets (in every process): the older ones are told why and closed. The client does
 * not reconnect a socket the server closed, so tabs do not take turns pushing each other out.
 */
export async function replaceOldestConnections(userSockets: { fetchSockets(): Promise<ReplaceableSocket[]> }, limit: number): Promise<void> {
  let open: ReplaceableSocket[];
  try {
    open = await userSockets.fetchSockets();
  } catch {
    // A process that did not answer in time: the user's next connection checks again.
    return;
  }
  if (open.length <= limit) return;
  for (const socket of open.sort(byConnectionOrder).slice(0, open.length - limit)) {
    socket.emit('connection:replaced', { reason: 'too-many-connections', limit });
    socket.disconnect(true);
  }
}
