export * from './contracts/index';
export {
  sessionStore,
  restoreSession,
  logIn,
  logOut,
  updateUser,
  useSession,
  followOtherTabs,
  TOKEN_KEY,
  USER_KEY,
  type SessionState,
  type SessionStatus,
} from './session.store';
export { apiBase, assetUrl } from './config';
export { eventBus, type EventMap, type EventName, type BusMessage } from './event-bus';
export { http, setHttpTransport, errorCode, errorMessage, errorResponse, isNetworkError, type HttpErrorResponse } from './http';
export { startRealtime, sendRealtime, followTournament, type PokerSocket } from './socket';
export type * from './remote-routes';
