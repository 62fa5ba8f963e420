import { Subject, filter, map, type Observable } from 'rxjs';
import type { ServerToClientEvents } from './contracts/events';
import type { TournamentsChannelState } from './contracts/realtime';

type ServerEventPayloads = { [K in keyof ServerToClientEvents]: Parameters<ServerToClientEvents[K]>[0] };

/** Events the page itself publishes (never sent over the socket). Add one when something emits it. */
export interface BusEvents {
  'socket:connected': { id: string };
  'socket:disconnected': { reason: string };
  /** The lobby's channel was (re)synced: the list as the server has it now (frames before it may have been missed). */
  'tournaments:snapshot': TournamentsChannelState;
  /**
   * A screen asks for the wallet's deposit dialog in place (e.g. a registration short of balance); the wallet module
   * opens it over the screen, which follows the new balance in the session user.
   */
  'wallet:depositRequested': { suggestedAmount?: number };
}

/** Every event the page knows: what the server pushes and what the page publishes. */
export type EventMap = ServerEventPayloads & BusEvents;
export type EventName = keyof EventMap;

export interface BusMessage<K extends EventName = EventName> {
  type: K;
  payload: EventMap[K];
}

const stream = new Subject<BusMessage>();

/** The in-page event bus: modules publish and subscribe here, never to each other. */
export const eventBus = {
  emit<K extends EventName>(type: K, payload: EventMap[K]): void {
    stream.next({ type, payload } as BusMessage);
  },
  on<K extends EventName>(type: K): Observable<EventMap[K]> {
    return stream.pipe(
      filter((message): message is BusMessage<K> => message.type === type),
      map((message) => message.payload),
    );
  },
  all(): Observable<BusMessage> {
    return stream.asObservable();
  },
};
