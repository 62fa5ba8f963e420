import { followOtherTabs, logOut, restoreSession, sessionStore, TOKEN_KEY } from 'shared-events';
import type { eventBus as EventBus } from 'shared-events';
import type { SessionRevokedPayload } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { goHome } from '../routing/ShellRouter';

/** What a player whose account an operator suspended is told as their session ends (the login refusal's words). */
export const SUSPENDED_MESSAGE = 'Your account is suspended. Contact support.';

/** Ending a session the user did not end here: like Log out, the tab goes home (SPEC §4). */
function endHere(payload?: SessionRevokedPayload): void {
  const { token } = sessionStore.getState();
  // Already ended by another tab clearing the shared storage.
  if (token === null) return;
  // Another tab of this browser changed the password and already holds the new token: this tab follows it instead
  // of clearing the session they share.
  const stored = window.localStorage.getItem(TOKEN_KEY);
  if (stored && stored !== token) {
    restoreSession();
    return;
  }
  logOut();
  goHome();
  if (payload?.reason === 'suspended') toast.error(SUSPENDED_MESSAGE);
}

/**
 * Sessions that end elsewhere end in this tab too: the server revoking the token (`session:revoked`, after a
 * password change) and another tab of the browser logging out, which clears the token they share.
 * Returns the function that stops listening.
 */
export function followSessionEndings(bus: typeof EventBus): () => void {
  const revoked = bus.on('session:revoked').subscribe((payload) => endHere(payload));
  const stopFollowingTabs = followOtherTabs(goHome);
  return () => {
    revoked.unsubscribe();
    stopFollowingTabs();
  };
}
