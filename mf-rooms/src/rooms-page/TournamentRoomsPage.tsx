import Stack from '@mui/material/Stack';
import { useLocation, useParams } from 'shared-ui/router';
import { ErrorState, NotFoundState } from 'shared-ui/feedback';
import { useSession } from 'shared-events';
import { useLiveTournamentRooms } from '../api/live-rooms';
import { useTournamentRooms } from '../api/room-queries';
import { isNotFound, useRoomsTournament } from '../api/rooms-tournament-query';
import { handedTournament } from '../room-cards/navigation-state';
import { useYourTable } from '../room-cards/your-table';
import { YourTableNotice } from '../room-cards/YourTableNotice';
import { RoomsPanel } from './RoomsPanel';
import { TournamentSummary } from './TournamentSummary';

/** /tournaments/{tournamentId}/rooms (SPEC §2): the tournament and its rooms, following them live. */
export default function TournamentRoomsPage() {
  const tournamentId = Number(useParams<'tournamentId'>().tournamentId);
  const { state } = useLocation();
  const detail = useRoomsTournament(tournamentId);
  const rooms = useTournamentRooms(tournamentId);
  useLiveTournamentRooms(tournamentId);
  const userId = useSession((session) => session.user?.id);
  const tournament = detail.data ?? handedTournament(state, tournamentId);
  const table = useYourTable(rooms.data?.rooms, userId, tournament);

  if (!(tournamentId > 0) || !Number.isInteger(tournamentId) || isNotFound(detail.error)) {
    return <NotFoundState title="Tournament not found" />;
  }
  return (
    <Stack spacing={3}>
      {!tournament && detail.isError ? (
        <ErrorState inline message="Failed to load room data" onRetry={() => void detail.refetch()} />
      ) : (
        <TournamentSummary tournament={tournament} />
      )}
      {table && <YourTableNotice table={table} tournamentName={tournament?.name} />}
      <RoomsPanel tournamentId={tournamentId} tournament={tournament} />
    </Stack>
  );
}
