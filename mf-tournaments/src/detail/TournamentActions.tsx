import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import type { Tournament } from 'shared-events/contracts';
import { Link, useNavigate } from 'shared-ui/router';
import { useRegistration } from '../api/tournament-queries';
import { attendAction, buysEntry } from '../attend/attend-action';
import { viewRooms } from '../attend/attend-navigation';
import { useEnteringLobby, useEnterLobby } from '../attend/use-enter-lobby';
import { clockStatus } from '../attend/clock-status';
import { useAttendViewer } from '../attend/use-attend-viewer';

const RegistrationConfirmDialog = lazy(() => import('../dialogs/RegistrationConfirmDialog'));
const ResultsDialog = lazy(() => import('../dialogs/ResultsDialog'));

export interface TournamentActionsProps {
  tournament: Tournament;
  now: number;
  /** The table the player's chips are at, while the tournament is in play. */
  tableId: number | null;
}

/**
 * The lobby list's Attend button (SPEC §2), Back to your table while the player sits at one, and Unregister while the
 * tournament is registering and the player is in.
 */
export function TournamentActions({ tournament, now, tableId }: TournamentActionsProps) {
  const viewer = useAttendViewer(tournament);
  const navigate = useNavigate();
  const attend = attendAction(tournament, now, viewer);
  const { unregister } = useRegistration();
  const enterLobby = useEnterLobby();
  const entering = useEnteringLobby(tournament.id);
  const [dialog, setDialog] = useState<'register' | 'results' | null>(null);
  const closeDialog = () => setDialog(null);

  const onAttend = () => {
    if (buysEntry(attend.kind)) setDialog('register');
    else if (attend.kind === 'results') setDialog('results');
    else if (attend.kind === 'enter-lobby') enterLobby(tournament);
    else if (attend.kind === 'view-rooms') viewRooms(navigate, tournament);
  };

  return (
    <>
      {tableId !== null && (
        <Button variant="contained" color="secondary" component={Link} to={`/game/${tableId}`}>
          Back to your table
        </Button>
      )}
      <Button variant="contained" disabled={attend.disabled || entering} aria-busy={entering} onClick={onAttend} sx={{ minWidth: 160 }}>
        {entering ? 'Entering Lobby...' : attend.label}
      </Button>
      {viewer.registered && clockStatus(tournament, now) === 'registering' && (
        <Button
          variant="outlined"
          loading={unregister.isPending}
          loadingPosition="start"
          aria-busy={unregister.isPending}
          // A failure is already a toast (useRegistration); the page stays as it was.
          onClick={() => unregister.mutateAsync(tournament.id).catch(() => undefined)}
        >
          Unregister
        </Button>
      )}
      <Suspense fallback={null}>
        {dialog === 'register' && <RegistrationConfirmDialog tournament={tournament} onClose={closeDialog} />}
        {dialog === 'results' && <ResultsDialog tournament={tournament} onClose={closeDialog} />}
      </Suspense>
    </>
  );
}
