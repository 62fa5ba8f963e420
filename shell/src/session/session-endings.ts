import { followOtherTabs, logOut, sessionStore } from 'shared-events';
import type { eventBus as EventBus } from 'shared-events';
import { navigate } from 'shared-ui';

/** Ending a session the user did not end here: like Log out, the tab goes home (SPEC §4). */
function endHere(): void {
  // Already ended by another tab clearing the shared storage.
  if (sessionStore.getState().token === null) return;
  logOut();
  navigate('/');
}

/**
 * Sessions that end elsewhere end in this tab too: the server revoking the token (`session:revoked`, after a
 * password change) and another tab of the browser logging out, which clears the token they share.
 * Returns the function that stops listening.
 */
export function followSessionEndings(bus: typeof EventBus): () => void {
  const revoked = bus.on('session:revoked').subscribe(endHere);
  const stopFollowingTabs = followOtherTabs(() => navigate('/'));
  return () => {
    revoked.unsubscribe();
    stopFollowingTabs();
  };
}
