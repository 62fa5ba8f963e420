import type { Socket } from 'socket.io-client';
import { apiBase } from './config';
import { eventBus, type EventName } from './event-bus';
import { http } from './http';
import { errorResponse, isNetworkError } from './http-errors';
import { sessionStore } from './session.store';
import type { ServerToClientEvents } from './contracts/events';
import type { Ack, ChannelName, ChannelSnapshot, RealtimeClientToServerEvents, RealtimeServerToClientEvents } from './contracts/realtime';
import type { ChannelListener } from './realtime/channel-feed';
import { ChannelSubscriptions } from './realtime/channel-subscriptions';
import { PendingRequests, type RealtimeRequestOptions } from './realtime/pending-requests';
import { isRealtimeEvent } from './realtime/realtime-socket';
import { tournamentChannels } from './realtime/tournament-channels';

export type PokerSocket = Socket<ServerToClientEvents & RealtimeServerToClientEvents, RealtimeClientToServerEvents>;

let socket: PokerSocket | null = null;
let connectedToken: string | null = null;

let generation = 0;

const currentSocket = () => socket;
const channels = new ChannelSubscriptions(currentSocket, {
  fetchSnapshot: async (channel) => (await http.get<ChannelSnapshot>('/api/realtime/snapshot', { params: { channel } })).data,
  isRetryable: (error) => isNetworkError(error) || [429, 500, 502, 503, 504].includes(errorResponse(error)?.status ?? 0),
  retryDelayMs: (failures) => Math.min(1000 * 2 ** (failures - 1), 30_000),
});
const requests = new PendingRequests(currentSocket);
const tournaments = tournamentChannels((channel, listener) => channels.subscribe(channel, listener));
// Every signed-in page hears the lobby's changes (SPEC §7: each refreshes the list and shows a notification).
tournaments.followLobby();

async function open(token: string): Promise<void> {
  close();
  connectedToken = token;
  const current = ++generation;
  // Loaded with the first session: a visitor's first page does not download the socket client.
  const { io } = await import('socket.io-client');
  if (current !== generation) return;
  socket = io(apiBase() || undefined, { transports: ['websocket'], auth: { token } }) as PokerSocket;
  socket.on('connect', () => {
    // A new connection starts with no subscriptions on the server: ask again for every channel followed.
    channels.subscribeAll();
    requests.sendAll();
    eventBus.emit('socket:connected', { id: socket?.id ?? '' });
  });
  socket.on('disconnect', (reason) => {
    console.info('[socket] disconnected:', reason);
    eventBus.emit('socket:disconnected', { reason });
  });
  socket.on('connect_error', (error) => console.info('[socket] connect_error:', error.message));
  socket.on('rt:frame', (frame) => channels.receive(frame));
  socket.onAny((event: string, payload: unknown) => {
    if (isRealtimeEvent(event)) return;
    eventBus.emit(event as EventName, payload as never);
  });
}

function close(): void {
  generation += 1;
  requests.abandonAll();
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  connectedToken = null;
}

let started = false;

/** Keeps exactly one socket per tab, opened while a session exists and closed on logout. */
export function startRealtime(): void {
  if (started) return;
  started = true;
  const sync = (token: string | null) => {
    if (token && token !== connectedToken) void open(token);
    if (!token && connectedToken) close();
  };
  sync(sessionStore.getState().token);
  sessionStore.subscribe((state) => sync(state.token));
}

/** Follows a tournament's channel (its rooms) while a screen shows it: see tournament-channels.ts. */
export const followTournament = tournaments.followTournament;

/**
 * The real-time seam of games (contracts/realtime.ts). `subscribe` follows a channel (kept across reconnects, shared
 * by the screens following it) and gives its snapshot then its frames in order, resyncing after a gap; `request`
 * sends an action with one action id until the server answers or `timeoutMs` passes.
 */
export const realtime = {
  subscribe: <State = unknown, Data = unknown>(channel: ChannelName, listener: ChannelListener<State, Data>): (() => void) =>
    channels.subscribe(channel, listener),
  request: <Result = unknown, Payload = unknown>(event: string, payload: Payload, options?: RealtimeRequestOptions): Promise<Ack<Result>> =>
    requests.request<Result, Payload>(event, payload, options),
};
