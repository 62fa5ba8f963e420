import Stack from '@mui/material/Stack';
import { useLocation, useParams } from 'shared-ui/router';
import { ErrorState, NotFoundState } from 'shared-ui/feedback';
import { useLiveTournamentRooms } from '../api/live-rooms';
import { isNotFound, useRoomsTournament } from '../api/rooms-tournament-query';
import { handedTournament } from '../room-cards/navigation-state';
import { RoomsPanel } from './RoomsPanel';
import { TournamentSummary } from './TournamentSummary';

/** /tournaments/{tournamentId}/rooms (SPEC §2): the tournament and its rooms, following them live. */
export default function TournamentRoomsPage() {
  const tournamentId = Number(useParams<'tournamentId'>().tournamentId);
  const { state } = useLocation();
  const detail = useRoomsTournament(tournamentId);
  useLiveTournamentRooms(tournamentId);

  if (!(tournamentId > 0) || !Number.isInteger(tournamentId) || isNotFound(detail.error)) {
    return <NotFoundState title="Tournament not found" />;
  }
  const tournament = detail.data ?? handedTournament(state, tournamentId);
  return (
    <Stack spacing={3}>
      {!tournament && detail.isError ? (
        <ErrorState inline message="Failed to load room data" onRetry={() => void detail.refetch()} />
      ) : (
        <TournamentSummary tournament={tournament} />
      )}
      <RoomsPanel tournamentId={tournamentId} tournament={tournament} />
    </Stack>
  );
}
