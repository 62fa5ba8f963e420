import { TOURNAMENTS_CHANNEL, type ChannelFrame, type ServerToClientEvents, type SubscribeAck } from 'shared-events/contracts';
import { io as connect, type Socket } from 'socket.io-client';

/** socket.io-client as the front end opens it (websocket only, token in auth), without reconnection. */
export function openSocket(url: string, token?: string): Socket {
  return connect(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
}

/** Resolves 'connected' or the connect_error message, whichever comes first. */
export const connectOutcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.connected) return resolve('connected');
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });

export async function connected(url: string, token: string): Promise<Socket> {
  const socket = openSocket(url, token);
  const outcome = await connectOutcome(socket);
  if (outcome !== 'connected') throw new Error(`socket did not connect: ${outcome}`);
  return socket;
}

/** How the refusal of a handshake before the websocket opens reaches a client (a process busy with others: 'busy'). */
const REFUSED_BEFORE_OPEN = 'websocket error';

/**
 * `connected`, as the front end's socket comes back after a process dies: a handshake the server refuses before the
 * websocket opens (too many in setup at once) is tried again after a jittered back-off (0.5–1.5 × 250 ms doubling up
 * to 4 s), until `withinMs`. Any other refusal (a bad token) throws at once.
 */
export async function connectedPatiently(url: string, token: string, withinMs = 60_000): Promise<Socket> {
  const until = Date.now() + withinMs;
  for (let attempt = 0; ; attempt += 1) {
    const socket = openSocket(url, token);
    const outcome = await connectOutcome(socket);
    if (outcome === 'connected') return socket;
    socket.close();
    if (outcome !== REFUSED_BEFORE_OPEN || Date.now() >= until) throw new Error(`socket did not connect: ${outcome}`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 4_000) * (0.5 + Math.random())));
  }
}

/** One event as a socket received it: the contract's events, and the marker the scale-out test broadcasts. */
export type ReceivedEvent =
  | { [Event in keyof ServerToClientEvents]: { event: Event; payload: Parameters<ServerToClientEvents[Event]>[0] } }[keyof ServerToClientEvents]
  | { event: 'test:marker'; payload: string };

export type ReceivedEventOf<Event extends ReceivedEvent['event']> = Extract<ReceivedEvent, { event: Event }>;

/** The recorded events named `event`, with that event's payload type. */
export const eventsNamed = <Event extends ReceivedEvent['event']>(received: ReceivedEvent[], event: Event) =>
  received.filter((entry): entry is ReceivedEventOf<Event> => entry.event === event);

/** The tournament an event is about, if its payload names one. */
export const tournamentIdOf = (entry: ReceivedEvent): number | undefined =>
  typeof entry.payload === 'object' && entry.payload !== null && 'tournamentId' in entry.payload ? entry.payload.tournamentId : undefined;

/** Records every event a socket receives, in order; a channel frame as the event it carries, as the page's bus gets it. */
export function recordEvents(socket: Socket): ReceivedEvent[] {
  const received: ReceivedEvent[] = [];
  socket.onAny((event: string, payload: unknown) => {
    const frame = event === 'rt:frame' ? (payload as ChannelFrame) : undefined;
    received.push((frame ? { event: frame.event, payload: frame.data } : { event, payload }) as ReceivedEvent);
  });
  return received;
}

/** Follows the lobby's channel (the tournament list's changes), as every signed-in page does. */
export async function followLobby(socket: Socket): Promise<void> {
  const answer = await emitWithAck<SubscribeAck>(socket, 'rt:subscribe', TOURNAMENTS_CHANNEL);
  if (!answer.ok) throw new Error(`lobby channel refused: ${answer.code}`);
}

/** Sends an event with an ack and resolves the server's answer. */
export function emitWithAck<T = unknown>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(5_000).emitWithAck(event, ...args) as Promise<T>;
}

/**
 * Lets in-flight socket traffic arrive: a ping-pong round trip through the server after the emits,
 * so "nothing else arrived" assertions are not just a guess about timing.
 */
export async function settle(socket: Socket): Promise<void> {
  await emitWithAck(socket, 'rt:unsubscribe', 'table:2147483647');
}

/** Resolves when `count` events named `event` have been recorded. */
export async function waitForEvents(received: ReceivedEvent[], event: string, count = 1, timeoutMs = 5_000): Promise<ReceivedEvent[]> {
  const started = Date.now();
  for (;;) {
    const matching = received.filter((entry) => entry.event === event);
    if (matching.length >= count) return matching;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${count} × ${event}; got ${matching.length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The sockets a test file's tests open (push them here); each test's are disconnected when it ends. */
export function socketsClosedAfterEach(): Socket[] {
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
  return sockets;
}
