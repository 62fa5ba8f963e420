import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import { Navigate, useLocation, useNavigate, useParams } from 'shared-ui/router';
import { EmptyState, NotFoundState } from 'shared-ui/feedback';
import { useLiveTournamentRooms } from '../api/live-rooms';
import { useTournamentRooms } from '../api/room-queries';
import { isNotFound, useRoomsTournament } from '../api/rooms-tournament-query';
import { useJoinRoom } from '../join/use-join-room';
import { goToGame, readStageState, type StageState } from '../room-cards/navigation-state';
import { RoomList } from '../room-cards/RoomList';
import { useYourTable } from '../room-cards/your-table';
import { YourTableNotice } from '../room-cards/YourTableNotice';
import { GameStageSidebar } from './GameStageSidebar';
import { STAGE_CARD_HEIGHT, StageRoomCard } from './StageRoomCard';

/** /gamestage/{tournamentId} (SPEC §2): reached from a tournament screen, which hands the tournament over. */
export default function GameStagePage() {
  const tournamentId = Number(useParams<'tournamentId'>().tournamentId);
  const entry = readStageState(useLocation().state, tournamentId);
  return entry ? <GameStage tournamentId={tournamentId} entry={entry} /> : <Navigate to="/tournaments" replace />;
}

function GameStage({ tournamentId, entry }: { tournamentId: number; entry: StageState }) {
  const userId = useSession((state) => state.user?.id);
  const navigate = useNavigate();
  const detail = useRoomsTournament(tournamentId);
  const rooms = useTournamentRooms(tournamentId);
  useLiveTournamentRooms(tournamentId);
  const tournament = detail.data ?? entry.tournament;
  const { join, joiningRoomId, prompt } = useJoinRoom((room) => goToGame(navigate, room, tournament, userId));
  const table = useYourTable(rooms.data?.rooms, userId, tournament);

  if (isNotFound(detail.error)) {
    return <NotFoundState title="Tournament not found" />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <GameStageSidebar
        tournament={tournament}
        detail={detail.data}
        rooms={rooms.data?.rooms}
        inLobby={entry.inLobby === true}
        onRetryDetail={detail.isError && !detail.data ? () => void detail.refetch() : undefined}
      />
      <Box component="section" aria-labelledby="game-stage-title">
        <Typography id="game-stage-title" variant="h4" component="h2" sx={{ mb: 2, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          Game Stage
        </Typography>
        {table && (
          <Box sx={{ mb: 2 }}>
            <YourTableNotice table={table} tournamentName={tournament.name} />
          </Box>
        )}
        <RoomList
          rooms={rooms.data?.rooms}
          cardHeight={STAGE_CARD_HEIGHT}
          cardMinWidth={220}
          failed={rooms.isError}
          onRetry={() => void rooms.refetch()}
          empty={<EmptyState title="No Game Rooms Yet" description="No game rooms are available at the moment." sx={{ py: 6 }} />}
          renderRoom={(room) => (
            <StageRoomCard
              key={room.id}
              room={room}
              tournament={tournament}
              userId={userId}
              joining={joiningRoomId === room.id}
              highlighted={room.id === entry.roomId}
              onJoin={join}
            />
          )}
        />
      </Box>
      {prompt}
    </Box>
  );
}
