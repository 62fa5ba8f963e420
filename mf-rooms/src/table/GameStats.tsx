import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Room } from 'shared-events/contracts';
import { ROOM_STATE_LABELS } from 'shared-ui/status';
import { StatRows } from './StatRows';
import { playersNeeded, waitingForPlayersText } from './seats';

const createdFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The room's facts (SPEC §2 Game Stats), without the demo pot and bet. */
export function GameStats({ room, waitingTextId }: { room: Room; waitingTextId: string }) {
  const needed = playersNeeded(room);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Game Stats
      </Typography>
      <StatRows
        rows={[
          ['Players', `${room.roomMembers.length} / ${room.maxMembers}`],
          ['Minimum to start', String(room.minMembers)],
          ['Room state', ROOM_STATE_LABELS[room.roomState]],
          ['Created', createdFormat.format(new Date(room.createdDate))],
        ]}
      />
      {needed > 0 && (
        <Typography id={waitingTextId} variant="body2" sx={{ mt: 1.5, color: 'secondary.main', fontWeight: 600 }}>
          {waitingForPlayersText(needed)}
        </Typography>
      )}
    </Paper>
  );
}
