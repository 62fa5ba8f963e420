import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Room } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { PreviewIcon } from '../room-cards/icons';

export interface MembershipNoticeProps {
  room: Room;
  /** Where the player sits now in this tournament (null: nowhere, undefined: not known yet). */
  currentRoom: Room | null | undefined;
  tournamentName: string | undefined;
  /** The table is in play and the reader holds no seat at it: they watch it, with the way back to its tournament. */
  watching?: boolean;
}

/** Shown when the player has no seat here: never seated, left, busted, the table closed, or moved to another table. */
export function MembershipNotice({ room, currentRoom, tournamentName, watching = false }: MembershipNoticeProps) {
  const movedTo = currentRoom && currentRoom.id !== room.id ? currentRoom : undefined;
  const goToRoom = movedTo && (
    <Button
      variant="outlined"
      size={watching ? 'small' : undefined}
      component={Link}
      to={`/game/${movedTo.id}`}
      state={{ room: movedTo, tournament: tournamentName ? { id: movedTo.tournamentId, name: tournamentName } : undefined }}
    >
      Go to room {movedTo.roomId}
    </Button>
  );
  if (watching) {
    // Compact: on a phone the felt should still start high on the screen.
    return (
      <Paper variant="outlined" role="status" aria-label="Watching" sx={{ px: 2, py: 1.5, borderColor: 'info.main' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <PreviewIcon color="info" aria-hidden />
          <Typography component="strong" sx={{ fontWeight: 700, flex: 1 }}>
            Watching
          </Typography>
          {goToRoom}
          <Button variant="outlined" size="small" component={Link} to={`/tournaments/${room.tournamentId}`}>
            Back to tournament
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          You have no seat at this table: you see what every player sees, never their cards before a showdown.
          {movedTo && ` You sit in room ${movedTo.roomId}.`}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 2, borderColor: 'secondary.main', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography sx={{ flex: 1, minWidth: 200 }}>You are not seated in this room.{movedTo && ` You now sit in room ${movedTo.roomId}.`}</Typography>
      {goToRoom}
    </Paper>
  );
}
