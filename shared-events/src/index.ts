export * from './contracts/index';
// Through the package name, so the full entry and the light one share the page's one session store.
export * from 'shared-events/session';
export { eventBus, type EventMap, type EventName, type BusMessage } from './event-bus';
export { http, errorCode, errorMessage, isNetworkError } from './http';
export { startRealtime, sendRealtime, type PokerSocket } from './socket';
export type * from './remote-routes';
