import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Room, Tournament } from 'shared-events/contracts';
import { RoomStateChip } from 'shared-ui/status';
import { InfoIcon } from '../room-cards/icons';
import { YOURE_IN_THIS_ROOM } from '../room-cards/room-action';
import { roomAction } from '../room-cards/room-action';
import { playersText, timeAgo } from '../room-cards/room-format';
import { WatchRoomLink } from '../room-cards/WatchRoomLink';
import { YourRoomLink } from '../room-cards/YourRoomLink';

/** The card's height (the skeletons' too). */
export const ROOM_CARD_HEIGHT = 226;

export interface RoomCardProps {
  room: Room;
  tournament: Tournament | undefined;
  userId: number | undefined;
  now: number;
  joining: boolean;
  onJoin: (room: Room) => void;
  onDetails: (room: Room) => void;
}

/** A room of the rooms page (SPEC §2): every field, and what the reader can do with it. */
export function RoomCard({ room, tournament, userId, now, joining, onJoin, onDetails }: RoomCardProps) {
  const seated = room.roomMembers.length;
  const creator = room.creator ? room.creator.firstName || room.creator.username : undefined;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`room-${room.id}-label`}
      sx={{ p: 2, minHeight: ROOM_CARD_HEIGHT, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`room-${room.id}-label`} variant="h6" component="h3" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {room.roomId}
        </Typography>
        <RoomStateChip state={room.roomState} />
      </Stack>
      <Typography variant="body2" color="text.secondary" noWrap>
        {room.Tournament.name}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', fontVariantNumeric: 'tabular-nums' }}>
        <Typography variant="body2">Players {playersText(room)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Min {room.minMembers}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (seated / room.maxMembers) * 100)}
        aria-label={`Seats taken: ${seated} of ${room.maxMembers}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" noWrap>
        Created {timeAgo(room.createdDate, now)}
        {creator ? ` by ${creator}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 'auto', pt: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RoomCardAction room={room} tournament={tournament} userId={userId} joining={joining} onJoin={onJoin} />
        </Box>
        <IconButton aria-label="View room details" onClick={() => onDetails(room)}>
          <InfoIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}

function RoomCardAction({ room, tournament, userId, joining, onJoin }: Pick<RoomCardProps, 'room' | 'tournament' | 'userId' | 'joining' | 'onJoin'>) {
  const action = roomAction(room, userId);
  if (action === 'member' && tournament) {
    return (
      <YourRoomLink room={room} tournament={tournament} userId={userId}>
        {YOURE_IN_THIS_ROOM}
      </YourRoomLink>
    );
  }
  if (action === 'join') {
    return (
      <Button fullWidth variant="contained" disabled={joining} onClick={() => onJoin(room)}>
        {joining ? 'Joining...' : 'Join Room'}
      </Button>
    );
  }
  const refused = (
    <Button fullWidth variant="outlined" disabled>
      {action === 'full' ? 'Room Full' : action === 'member' ? YOURE_IN_THIS_ROOM : 'Cannot Join'}
    </Button>
  );
  if (action === 'member' || room.roomState !== 'playing') return refused;
  return (
    <Stack direction="row" spacing={1}>
      {refused}
      <WatchRoomLink room={room} tournament={tournament} userId={userId} label={`room ${room.roomId}`} />
    </Stack>
  );
}
