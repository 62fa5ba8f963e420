import { useSession } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { isRegisteredFor, type AttendViewer } from './attend-action';

/** Who looks at a tournament: signed in or not, registered for it (row flag or session), and whether they may re-enter (row flag). */
export function useAttendViewer(tournament: Pick<Tournament, 'id' | 'isRegistered' | 'canReEnter'>): AttendViewer {
  const signedIn = useSession((state) => state.token !== null && state.user !== null);
  const registeredIds = useSession((state) => state.user?.registeredTournamentIds);
  const registered = signedIn && isRegisteredFor(tournament, registeredIds);
  return { signedIn, registered, canReEnter: registered && tournament.canReEnter };
}
