import { http, logOut, sessionStore } from 'shared-events';
import { goHome } from '../routing/ShellRouter';

/**
 * Log out (SPEC §4): the session ends in this tab at once and the page goes home, whatever the network does; then
 * the server is asked to revoke the token (`POST /api/auth/logout`), so a copy of it stops working too and its
 * sockets close. A failed or offline call changes nothing more here: the token still expires on its own.
 */
export async function endSession(): Promise<void> {
  const { token } = sessionStore.getState();
  logOut();
  goHome();
  if (!token) return;
  try {
    await http.post('/api/auth/logout', undefined, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    // Already logged out here; nothing to tell the user.
  }
}
