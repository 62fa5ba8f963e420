import type { Socket } from 'socket.io-client';
import type { RealtimeClientToServerEvents, RealtimeServerToClientEvents } from '../contracts/realtime';

/** The part of the page's socket the seam uses; undefined while there is no socket (no session). */
export type RealtimeSocket = Pick<Socket<RealtimeServerToClientEvents, RealtimeClientToServerEvents>, 'emit' | 'connected'>;

export type CurrentSocket = () => RealtimeSocket | null;

/** The seam's own socket events, which never go into the event bus. */
export function isRealtimeEvent(event: string): boolean {
  return event.startsWith('rt:');
}
