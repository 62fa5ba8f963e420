import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'shared-ui/router';
import { CenteredSpinner } from 'shared-ui';
import { useTableMoved } from '../game';
import { RoomView } from './RoomView';
import { useRoomPage, type RoomPageState } from './use-room-page';

/** /game/{roomId} (SPEC §2 Room page). */
export default function RoomPage() {
  const { roomId: param } = useParams<'roomId'>();
  const roomId = Number(param);
  const page = useRoomPage(roomId);
  const navigate = useNavigate();
  // `default`: the page was opened at this room, not reached from another screen of the page.
  const cameFromAScreen = useLocation().key !== 'default';
  const [refreshing, setRefreshing] = useState(false);
  // The player's chips moved to another table: the screen follows them there (this table no longer deals to them).
  useTableMoved(page.userId, (move) => {
    if (move.fromTableId !== roomId) return;
    const name = page.tournamentName;
    const state: RoomPageState = { moved: move, tournament: name ? { id: move.tournamentId, name } : undefined };
    void navigate(`/game/${move.toTableId}`, { state });
  });

  if (!page.room) {
    if (!Number.isInteger(roomId) || roomId <= 0) return <Navigate to="/tournaments" replace />;
    if (page.failed) return <RoomUnavailable onRetry={page.retry} />;
    return <CenteredSpinner />;
  }

  const { room, tournamentForLobby } = page;
  const lobby = { pathname: `/gamestage/${room.tournamentId}`, state: { tournament: tournamentForLobby, fromTournament: true } };
  // The game stage is the lobby of the tournament's players; one who only watches goes back to the tournament.
  const member = page.userId !== undefined && room.roomMembers.includes(page.userId);
  const home = member ? lobby : { pathname: `/tournaments/${room.tournamentId}`, state: undefined };
  const refresh = async () => {
    setRefreshing(true);
    await page.refresh();
    setRefreshing(false);
  };

  return (
    <RoomView
      room={room}
      userId={page.userId}
      tournamentName={page.tournamentName}
      tournament={page.detail.data}
      tournamentFailed={page.detail.isError}
      rooms={page.rooms}
      moved={page.moved}
      refreshing={refreshing}
      onRefresh={() => void refresh()}
      // Back where the player came from; a room opened directly goes back to its tournament's game stage (or page).
      onBack={() => void (cameFromAScreen ? navigate(-1) : navigate(home.pathname, { state: home.state }))}
      onLeftRoom={() => void navigate(lobby.pathname, { state: lobby.state })}
      onLeftTournament={() => void navigate('/tournaments')}
    />
  );
}

function RoomUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" role="alert" gutterBottom>
        Room or tournament not found
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
        <Button variant="outlined" component={Link} to="/tournaments">
          Back to Tournaments
        </Button>
      </Box>
    </Paper>
  );
}
