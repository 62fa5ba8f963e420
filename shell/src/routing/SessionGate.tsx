import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'shared-ui/router';
import type { SessionRequirement } from 'shared-events';
import { useSession } from 'shared-events';
import { CenteredSpinner, SIGN_IN_TOAST_TOPIC, toast } from 'shared-ui';

/** SPEC §8: a page that needs a token says so and goes to /login. */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to access this page';

function LoginRedirect() {
  useEffect(() => {
    toast.warning(LOGIN_REQUIRED_MESSAGE, { topic: SIGN_IN_TOAST_TOPIC });
  }, []);
  // Replaces the entry so Back does not return to the refused page.
  return <Navigate to="/login" replace />;
}

/**
 * The one place routes are guarded (SPEC §2, §6): a route that needs a session (an admin's too) sends a visitor to
 * /login with the spec's message. Nothing of the route loads before that. (A signed-in user without the admin role
 * never reaches an admin route: the shell shows them the not-found page instead.)
 */
export function SessionGate({ session, children }: { session: SessionRequirement; children: ReactNode }) {
  const status = useSession((state) => state.status);
  const signedIn = useSession((state) => state.user !== null);
  if (session === 'optional' || signedIn) return children;
  if (status !== 'ready') return <CenteredSpinner />;
  return <LoginRedirect />;
}
