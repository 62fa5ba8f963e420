import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from 'shared-events/contracts';
import type { TokenAuthenticator } from '../auth/authenticate';
import type { Queryable } from '../db/database';
import { listenForSubscriptions, type SubscriptionState } from './tournament-subscriptions';

type SocketData = SubscriptionState;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: number) => `user:${userId}`;
export const tournamentRoom = (tournamentId: number) => `tournament:${tournamentId}`;

/** What the rest of the server may do with sockets: push to a user, or cut a user off. */
export interface Realtime {
  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /** To the sockets subscribed to one tournament (room pages, game stage). */
  toTournament<E extends keyof ServerToClientEvents>(tournamentId: number, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /** To every connected socket (tournament list changes everyone sees). */
  broadcast<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  disconnectUser(userId: number): void;
  close(): Promise<void>;
}

/**
 * socket.io on the API's own HTTP server, websocket only (no sticky sessions needed). The handshake
 * checks the token like the API does; rooms are joined here, by the server, never on a client's request.
 */
export function attachRealtime(
  httpServer: HttpServer,
  authenticateToken: TokenAuthenticator,
  db: Queryable,
): { io: RealtimeServer; realtime: Realtime } {
  const io: RealtimeServer = new Server(httpServer, { path: '/socket.io', transports: ['websocket'], serveClient: false });

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    authenticateToken(typeof token === 'string' ? token : undefined).then(
      (user) => {
        if (!user) return next(new Error('Authentication required'));
        socket.data = { userId: user.id, token: token as string, subscriptions: new Set(), windowStartedAt: 0, eventsInWindow: 0 };
        next();
      },
      () => next(new Error('Authentication required')),
    );
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    listenForSubscriptions(socket, { db, authenticateToken });
  });

  const realtime: Realtime = {
    toUser(userId, event, ...payload) {
      io.to(userRoom(userId)).emit(event, ...payload);
    },
    toTournament(tournamentId, event, ...payload) {
      io.to(tournamentRoom(tournamentId)).emit(event, ...payload);
    },
    broadcast(event, ...payload) {
      io.emit(event, ...payload);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async close() {
      // Closes this process's clients (`local`: with the Redis adapter a plain disconnectSockets would cut
      // every process's clients) but not the HTTP server, which fastify owns and closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
  return { io, realtime };
}
