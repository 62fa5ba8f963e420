import { followOtherTabs, logOut, restoreSession, sessionStore, TOKEN_KEY } from 'shared-events';
import type { eventBus as EventBus } from 'shared-events';
import { goHome } from '../routing/ShellRouter';

/** Ending a session the user did not end here: like Log out, the tab goes home (SPEC §4). */
function endHere(): void {
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
}

/**
 * Sessions that end elsewhere end in this tab too: the server revoking the token (`session:revoked`, after a
 * password change) and another tab of the browser logging out, which clears the token they share.
 * Returns the function that stops listening.
 */
export function followSessionEndings(bus: typeof EventBus): () => void {
  const revoked = bus.on('session:revoked').subscribe(endHere);
  const stopFollowingTabs = followOtherTabs(goHome);
  return () => {
    revoked.unsubscribe();
    stopFollowingTabs();
  };
}
