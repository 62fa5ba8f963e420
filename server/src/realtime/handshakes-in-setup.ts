import type { Socket as TcpSocket } from 'node:net';

/**
 * Connections in setup in this process, at most `limit` at a time: counted from the handshake that admits them until
 * their socket.io 'connection' handler has run or their TCP connection has closed, whichever comes first (so an upgrade
 * or a sign-in that fails gives its place back once the client goes). Setup is what a connection costs most: the
 * token's database lookup, then the user's sockets fetched across processes and the client's subscriptions. When a
 * process dies all its clients reconnect to the others at once; over the limit they are refused straight away and come
 * back with their client's back-off, rather than queueing in an event loop they would saturate until they time out.
 */
export function handshakesInSetup(limit: number) {
  const inSetup = new Set<TcpSocket>();
  return {
    admit(connection: TcpSocket): boolean {
      if (inSetup.has(connection)) return true;
      if (inSetup.size >= limit) return false;
      inSetup.add(connection);
      connection.once('close', () => inSetup.delete(connection));
      return true;
    },
    settled(connection: TcpSocket): void {
      inSetup.delete(connection);
    },
  };
}
