import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type {
  ChannelFrame,
  ChannelName,
  RealtimeClientToServerEvents,
  RealtimeServerToClientEvents,
  ServerToClientEvents,
} from 'shared-events/contracts';
import type { SocketLimits } from '../config';
import type { Database } from '../db/database';
import { channelPublisher, type PayloadSource } from './channel-publisher';
import { addressLimit, replaceOldestConnections, type ConnectionOrder } from './connection-limits';
import { createGateway, type Gateway, type GatewaySocketState, type SessionAuthenticator } from './gateway';
import { handshakesInSetup } from './handshakes-in-setup';
import { enforcePacketBudget, PACKET_BUDGET } from './packet-budget';
import { registerUserChannel, type UserChannel } from './user-channel';

type SocketData = GatewaySocketState & ConnectionOrder & { tokenId: string };

export type RealtimeServer = Server<
  RealtimeClientToServerEvents,
  ServerToClientEvents & RealtimeServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const userRoom = (userId: number) => `user:${userId}`;
/** The sockets opened with one token: what logout closes. */
export const sessionRoom = (tokenId: string) => `session:${tokenId}`;

/** Why a handshake is refused before the websocket opens (the client's connect_error). */
export const HANDSHAKE_REFUSALS = {
  originNotAllowed: 'Origin not allowed',
  tooManyFromAddress: 'Too many connections from this address',
  /** SOCKET_HANDSHAKES_IN_SETUP connections are being set up (handshakes-in-setup.ts): the client retries with its back-off. */
  busy: 'Server busy, try again shortly',
} as const;

export type HandshakeRefusal = keyof typeof HANDSHAKE_REFUSALS;

/** How long an open websocket may take to sign in (send its namespace CONNECT) before it is closed. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** What the rest of the server may do with sockets: push to a user or a channel, or cut a user off. */
export interface Realtime {
  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /**
   * Tells a committed change on a channel (`tournaments`, `tournament:{id}`): one frame per event, numbered and sent
   * as channel-publisher.ts says, the payload given or read by `source(tx)` under the channel's lock. Never rejects.
   * Called after the change's commit, never inside a transaction (it opens its own: on PGlite, awaited inside another
   * it would wait for ever).
   */
  publish<E extends keyof ServerToClientEvents>(channel: ChannelName, events: E | readonly E[], source: PayloadSource<E>): Promise<void>;
  /**
   * One frame to the sockets following its channel, in every process. Its seq comes from nextChannelSeq in the
   * transaction of the change: send it after that commits.
   */
  toChannel(frame: ChannelFrame): void;
  /**
   * A passing event to the sockets following `channel`, in every process, outside its numbered frames (a count the
   * channel's state does not hold).
   */
  toFollowers<E extends keyof ServerToClientEvents>(channel: ChannelName, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /** The users following `channel`, from every process (a user once per socket). */
  followersOf(channel: ChannelName): Promise<number[]>;
  disconnectUser(userId: number): void;
  /** Closes the sockets opened with one token (logout), in every process. */
  disconnectSession(tokenId: string): void;
  /**
   * Told when a user's socket connects (`true`) and when their last socket in any process has gone (`false`); not
   * while this process shuts down (its clients reconnect elsewhere). A listener's failure is logged.
   */
  onPresence(listener: PresenceListener): void;
  /** Which of these users have a socket open in any process (one round trip for all of them). */
  connectedAmong(userIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

export type PresenceListener = (userId: number, connected: boolean) => Promise<void>;

export interface RealtimeOptions {
  authenticateSession: SessionAuthenticator;
  db: Database;
  /** The origin policy shared with the API's CORS (origin-policy.ts). */
  isAllowedOrigin: (origin: string | undefined) => boolean;
  limits: SocketLimits;
  /** Told of each handshake refused before its websocket opened (the metrics count them by reason). */
  onRefusal?: (reason: HandshakeRefusal) => void;
  /** Where a socket cut off for flooding is reported (one line per socket). */
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * socket.io on the API's own HTTP server, websocket only (no sticky sessions needed). Before the websocket opens,
 * a page from a foreign origin, an address over its connection cap and any connection while the process already sets
 * up as many as it may are refused: socket.io-client keeps reconnecting after such a refusal, not after a middleware
 * error. The handshake then checks the token like the API does. Rooms are joined here, by the server, never on a
 * client's request. A socket that sends more packets than its budget (packet-budget.ts) is told so and closed.
 */
export function attachRealtime(
  httpServer: HttpServer,
  options: RealtimeOptions,
): { io: RealtimeServer; realtime: Realtime; gateway: Gateway; userChannel: UserChannel } {
  const { authenticateSession, db, isAllowedOrigin, limits, onRefusal, log } = options;
  const perAddress = addressLimit(limits.perAddress);
  const inSetup = handshakesInSetup(limits.handshakesInSetup);
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // A websocket that never signs in holds its place in setup until this (socket.io's default is 45 s): a client's
    // sign-in is its first packet, so 10 s is long for a real one and short for one that would keep places taken.
    connectTimeout: CONNECT_TIMEOUT_MS,
    allowRequest: (request, answer) => {
      const refuse = (reason: HandshakeRefusal) => {
        onRefusal?.(reason);
        answer(HANDSHAKE_REFUSALS[reason], false);
      };
      if (!isAllowedOrigin(request.headers.origin)) return refuse('originNotAllowed');
      if (!perAddress.admit(request.socket)) return refuse('tooManyFromAddress');
      if (!inSetup.admit(request.socket)) return refuse('busy');
      answer(null, true);
    },
  });
  const gateway = createGateway({ db, authenticateSession, log });
  const userChannel = registerUserChannel(gateway);

  let sequence = 0;
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    authenticateSession(typeof token === 'string' ? token : undefined).then(
      (session) => {
        if (!session) return next(new Error('Authentication required'));
        socket.data = {
          userId: session.user.id,
          token: token as string,
          tokenId: session.token.tokenId,
          connectedAt: Date.now(),
          sequence: (sequence += 1),
          channels: new Set(),
        };
        next();
      },
      () => next(new Error('Authentication required')),
    );
  });

  io.on('connection', (socket) => {
    inSetup.settled(socket.request.socket);
    enforcePacketBudget(socket, () =>
      log?.warn({ userId: socket.data.userId, address: socket.conn.remoteAddress, budget: PACKET_BUDGET }, 'socket closed: over its packet budget'),
    );
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.tokenId)]);
    gateway.listen(socket);
    void replaceOldestConnections(io.in(userRoom(socket.data.userId)), limits.perUser);
    const { userId } = socket.data;
    tellPresence(userId, true);
    socket.on('disconnect', () => {
      if (closing || presenceListeners.length === 0) return;
      // The socket has left its rooms by now: any socket still in the user's room is another tab or process's.
      io.in(userRoom(userId))
        .fetchSockets()
        .then((sockets) => sockets.length === 0 && tellPresence(userId, false))
        .catch((error) => log?.error({ err: error, userId }, 'presence check failed'));
    });
  });

  const toChannel = (frame: ChannelFrame) => void io.to(frame.channel).emit('rt:frame', frame);
  const publisher = channelPublisher({ db, send: toChannel, log });
  const presenceListeners: PresenceListener[] = [];
  let closing = false;
  function tellPresence(userId: number, connected: boolean): void {
    if (closing) return;
    for (const listener of presenceListeners) {
      listener(userId, connected).catch((error) => log?.error({ err: error, userId, connected }, 'presence listener failed'));
    }
  }

  const realtime: Realtime = {
    toUser(userId, event, ...payload) {
      io.to(userRoom(userId)).emit(event, ...payload);
    },
    publish: publisher.publish,
    toChannel,
    toFollowers(channel, event, ...payload) {
      io.to(channel).emit(event, ...payload);
    },
    async followersOf(channel) {
      return (await io.in(channel).fetchSockets()).map((socket) => socket.data.userId);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectSession(tokenId) {
      io.in(sessionRoom(tokenId)).disconnectSockets(true);
    },
    onPresence(listener) {
      presenceListeners.push(listener);
    },
    async connectedAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.userId));
    },
    async close() {
      closing = true;
      // Closes this process's clients (`local`: with the Redis adapter a plain disconnectSockets would cut
      // every process's clients) but not the HTTP server, which fastify owns and closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
  return { io, realtime, gateway, userChannel };
}
