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
export { http, type HttpErrorResponse } from './http';
export { errorCode, errorMessage, errorResponse, isNetworkError } from './http-errors';
export { startRealtime, followTournament, realtime, type PokerSocket } from './socket';
export { useChannel, type ChannelReducer, type ChannelState } from './realtime/use-channel';
export type { ChannelListener } from './realtime/channel-feed';
export type { RealtimeRequestOptions } from './realtime/pending-requests';
export type * from './remote-routes';
