import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Room, Tournament } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { RoomStateChip } from 'shared-ui/status';
import { LockIcon, PreviewIcon } from '../room-cards/icons';
import { roomAction, YOURE_IN_THIS_ROOM } from '../room-cards/room-action';
import { clockTime, playersText, roomLabel } from '../room-cards/room-format';
import { WatchRoomLink } from '../room-cards/WatchRoomLink';
import { YourRoomLink } from '../room-cards/YourRoomLink';

/** The card's height (the skeletons' too). */
export const STAGE_CARD_HEIGHT = 176;

export interface StageRoomCardProps {
  room: Room;
  tournament: Tournament;
  userId: number | undefined;
  joining: boolean;
  /** The room the reader just joined on the rooms page. */
  highlighted: boolean;
  onJoin: (room: Room) => void;
}

/** A room of the game stage (SPEC §2): label, players, state, time, password marker, Preview and the join action. */
export function StageRoomCard({ room, tournament, userId, joining, highlighted, onJoin }: StageRoomCardProps) {
  const label = roomLabel(room.tournamentId, room.id);
  const action = roomAction(room, userId);
  const preview = () => toast.info(`Room #${label}: ${playersText(room)} players, ${room.roomState}`);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`stage-room-${room.id}`}
      sx={{
        p: 2,
        minHeight: STAGE_CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        ...(highlighted && { outline: '2px solid', outlineColor: 'primary.main' }),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`stage-room-${room.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          Room #{label}
        </Typography>
        <RoomStateChip state={room.roomState} />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', fontVariantNumeric: 'tabular-nums' }}>
        <Typography variant="body2">Players {playersText(room)}</Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={room.createdDate}>{clockTime(room.createdDate)}</time>
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 20 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {room.hasPassword && (
            <>
              <LockIcon sx={{ fontSize: 16 }} aria-hidden />
              Password Protected
            </>
          )}
        </Typography>
        {action === 'member' && (
          <Typography variant="caption" color="success.main" sx={{ fontWeight: 700 }}>
            {YOURE_IN_THIS_ROOM}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 'auto' }}>
        <Button size="small" variant="text" startIcon={<PreviewIcon />} onClick={preview} aria-label={`Preview room #${label}`}>
          Preview
        </Button>
        {action === 'member' ? (
          <YourRoomLink room={room} tournament={tournament} userId={userId} size="small">
            Join Game
          </YourRoomLink>
        ) : (
          <Button size="small" variant="contained" sx={{ flex: 1 }} disabled={action !== 'join' || joining} onClick={() => onJoin(room)}>
            {action === 'full' ? 'Full' : joining ? 'Joining...' : 'Join'}
          </Button>
        )}
        {action !== 'member' && room.roomState === 'playing' && (
          <WatchRoomLink room={room} tournament={tournament} userId={userId} label={`room #${label}`} size="small" />
        )}
      </Stack>
    </Paper>
  );
}
