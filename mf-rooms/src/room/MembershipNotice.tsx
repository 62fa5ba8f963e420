import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Room } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';

export interface MembershipNoticeProps {
  room: Room;
  /** Where the player sits now in this tournament (null: nowhere, undefined: not known yet). */
  currentRoom: Room | null | undefined;
  tournamentName: string | undefined;
}

/** Shown when the player has no seat here: never seated, left, the table closed, or moved to another table. */
export function MembershipNotice({ room, currentRoom, tournamentName }: MembershipNoticeProps) {
  const movedTo = currentRoom && currentRoom.id !== room.id ? currentRoom : undefined;
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 2, borderColor: 'secondary.main', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography sx={{ flex: 1, minWidth: 200 }}>You are not seated in this room.{movedTo && ` You now sit in room ${movedTo.roomId}.`}</Typography>
      {movedTo && (
        <Button
          variant="outlined"
          component={Link}
          to={`/game/${movedTo.id}`}
          state={{ room: movedTo, tournament: tournamentName ? { id: movedTo.tournamentId, name: tournamentName } : undefined }}
        >
          Go to room {movedTo.roomId}
        </Button>
      )}
    </Paper>
  );
}
