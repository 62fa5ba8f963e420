/**
 * The light entry: the session store and API addresses, without the HTTP client, the bus or the socket.
 * The shell paints a visitor's first page with this alone; everything else loads with the first session.
 */
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
