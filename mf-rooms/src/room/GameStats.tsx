import Typography from '@mui/material/Typography';
import type { Room } from 'shared-events/contracts';
import { ROOM_STATE_LABELS } from 'shared-ui/status';
import { StatRows } from './StatRows';
import { playersNeeded, waitingForPlayersText } from './seats';
import { SidePanel } from './SidePanel';

const createdFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The room's facts (SPEC §2 Game Stats), without the demo pot and bet. */
export function GameStats({ room, waitingTextId }: { room: Room; waitingTextId: string }) {
  const needed = playersNeeded(room);
  return (
    <SidePanel title="Game Stats">
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
    </SidePanel>
  );
}
