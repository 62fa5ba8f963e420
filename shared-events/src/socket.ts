import type { Socket } from 'socket.io-client';
import { apiBase } from './config';
import { eventBus, type EventName } from './event-bus';
import { sessionStore } from './session.store';
import type { ClientToServerEvents, ServerToClientEvents } from './contracts/events';

export type PokerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: PokerSocket | null = null;
let connectedToken: string | null = null;

let generation = 0;

async function open(token: string): Promise<void> {
  close();
  connectedToken = token;
  const current = ++generation;
  // Loaded with the first session: a visitor's first page does not download the socket client.
  const { io } = await import('socket.io-client');
  if (current !== generation) return;
  socket = io(apiBase() || undefined, { transports: ['websocket'], auth: { token } }) as PokerSocket;
  socket.on('connect', () => eventBus.emit('socket:connected', { id: socket?.id ?? '' }));
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
