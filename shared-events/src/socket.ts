import type { Socket } from 'socket.io-client';
import { apiBase } from './config';
import { eventBus, type EventName } from './event-bus';
import { sessionStore } from './session.store';
import type { ClientToServerEvents, ServerToClientEvents } from './contracts/events';

export type PokerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: PokerSocket | null = null;
let connectedToken: string | null = null;

let generation = 0;
/** Tournaments whose room updates the page follows, with how many screens follow each. */
const followed = new Map<number, number>();

async function open(token: string): Promise<void> {
  close();
  connectedToken = token;
  const current = ++generation;
  // Loaded with the first session: a visitor's first page does not download the socket client.
  const { io } = await import('socket.io-client');
  if (current !== generation) return;
  socket = io(apiBase() || undefined, { transports: ['websocket'], auth: { token } }) as PokerSocket;
  socket.on('connect', () => {
    // A new connection starts with no subscriptions on the server: ask again for every tournament followed.
    for (const tournamentId of followed.keys()) socket?.emit('tournament:subscribe', tournamentId);
    eventBus.emit('socket:connected', { id: socket?.id ?? '' });
  });
  socket.on('disconnect', (reason) => {
    console.info('[socket] disconnected:', reason);
    eventBus.emit('socket:disconnected', { reason });
  });
  socket.on('connect_error', (error) => console.info('[socket] connect_error:', error.message));
  socket.onAny((event: string, payload: unknown) => {
    eventBus.emit(event as EventName, payload as never);
  });
}

function close(): void {
  generation += 1;
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

/** Sends a client event on the page's socket (the server re-authorises it). */
export function sendRealtime<K extends keyof ClientToServerEvents>(event: K, ...args: Parameters<ClientToServerEvents[K]>): void {
  socket?.emit(event, ...args);
}

/**
 * Follows a tournament's room updates (`tournament:roomsUpdate`, `roomsUpdate` on the bus) until the returned
 * function is called. Screens may follow the same tournament at once; the subscription is kept across reconnects.
 */
export function followTournament(tournamentId: number): () => void {
  const count = followed.get(tournamentId) ?? 0;
  followed.set(tournamentId, count + 1);
  if (count === 0 && socket?.connected) socket.emit('tournament:subscribe', tournamentId);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (followed.get(tournamentId) ?? 1) - 1;
    if (left > 0) return void followed.set(tournamentId, left);
    followed.delete(tournamentId);
    if (socket?.connected) socket.emit('tournament:unsubscribe', tournamentId);
  };
}
