import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import type { Room, Tournament } from 'shared-events/contracts';
import { EmptyState } from 'shared-ui/feedback';
import { useNavigate } from 'shared-ui/router';
import { useRoomStats, useTournamentRooms } from '../api/room-queries';
import { useCreateRoom, useRefreshRooms, useRoomSearch } from '../api/rooms-page-actions';
import { useJoinRoom } from '../join/use-join-room';
import { AddIcon, RefreshIcon } from '../room-cards/icons';
import { goToStage } from '../room-cards/navigation-state';
import { StatTile } from '../room-cards/StatTile';
import { useNow } from '../room-cards/use-now';
import { ROOM_CARD_HEIGHT, RoomCard } from './RoomCard';
import { RoomList } from '../room-cards/RoomList';
import { RoomSearchForm } from './RoomSearchForm';
import { roomStatsRows } from './rooms-stats';

const RoomDetailsDialog = lazy(() => import('./RoomDetailsDialog'));

const STAT_LABELS = roomStatsRows({ totalRooms: 0, activeRooms: 0, totalPlayers: 0, averagePlayersPerRoom: 0 }).map((row) => row.label);

/** The rooms panel (SPEC §2): stats, create, refresh, search and the room cards, live. */
export function RoomsPanel({ tournamentId, tournament }: { tournamentId: number; tournament: Tournament | undefined }) {
  const userId = useSession((state) => state.user?.id);
  const navigate = useNavigate();
  const now = useNow();
  const rooms = useTournamentRooms(tournamentId);
  const stats = useRoomStats(tournamentId);
  const create = useCreateRoom(tournamentId);
  const refresh = useRefreshRooms(tournamentId);
  const { result, search } = useRoomSearch(tournamentId);
  const [details, setDetails] = useState<Room>();
  const { join, joiningRoomId, prompt } = useJoinRoom((room) => tournament && goToStage(navigate, tournament, room.id));

  // A search picks the rooms; what they show follows the live list, which room updates keep current.
  const live = new Map(rooms.data?.rooms.map((room) => [room.id, room]));
  const shown = result ? result.rooms.map((room) => live.get(room.id) ?? room) : rooms.data?.rooms;
  const statRows = stats.data && roomStatsRows(stats.data);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="game-rooms-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="game-rooms-title" variant="h5" component="h2" sx={{ flex: '1 0 auto' }}>
          Game Rooms
        </Typography>
        <IconButton aria-label="Refresh rooms" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          <RefreshIcon />
        </IconButton>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => create.mutate()} disabled={create.isPending}>
          Create Rooms
        </Button>
      </Stack>
      <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
        {STAT_LABELS.map((label, index) => (
          <StatTile key={label} label={label} value={statRows?.[index].value} />
        ))}
      </Box>
      <Box sx={{ mb: 3 }}>
        <RoomSearchForm busy={search.isPending} onSearch={(text) => search.mutate(text)} />
      </Box>
      <RoomList
        rooms={shown}
        cardHeight={ROOM_CARD_HEIGHT}
        cardMinWidth={260}
        failed={rooms.isError}
        onRetry={() => void rooms.refetch()}
        empty={
          result ? (
            <EmptyState title="No rooms found matching your search." sx={{ py: 6 }} />
          ) : (
            <EmptyState
              title="No rooms available yet."
              sx={{ py: 6 }}
              action={
                <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
                  Create First Room
                </Button>
              }
            />
          )
        }
        renderRoom={(room) => (
          <RoomCard
            key={room.id}
            room={room}
            tournament={tournament}
            userId={userId}
            now={now}
            joining={joiningRoomId === room.id}
            onJoin={join}
            onDetails={setDetails}
          />
        )}
      />
      {prompt}
      <Suspense fallback={null}>
        {details && <RoomDetailsDialog room={live.get(details.id) ?? details} onClose={() => setDetails(undefined)} />}
      </Suspense>
    </Paper>
  );
}
