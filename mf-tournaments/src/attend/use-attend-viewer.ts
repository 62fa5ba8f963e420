import { useSession } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { isRegisteredFor, type AttendViewer } from './attend-action';

/** Who looks at a tournament: signed in or not, and registered for it (row flag or session). */
export function useAttendViewer(tournament: Pick<Tournament, 'id' | 'isRegistered'>): AttendViewer {
  const signedIn = useSession((state) => state.token !== null && state.user !== null);
  const registeredIds = useSession((state) => state.user?.registeredTournamentIds);
  return { signedIn, registered: signedIn && isRegisteredFor(tournament, registeredIds) };
}
