import type { ReactNode } from 'react';
import type { SessionRequirement } from 'shared-events';
import { useSession } from 'shared-events';
import { CenteredSpinner, Navigate } from 'shared-ui';

/**
 * The one place routes are guarded (SPEC §2, §6): a route that needs a session sends a visitor to /login,
 * replacing the entry so Back does not return to the refused page. Nothing of the route loads before that.
 */
export function SessionGate({ session, children }: { session: SessionRequirement; children: ReactNode }) {
  const status = useSession((state) => state.status);
  const signedIn = useSession((state) => state.user !== null);
  if (session === 'optional' || signedIn) return children;
  if (status !== 'ready') return <CenteredSpinner />;
  return <Navigate to="/login" />;
}
