import Button from '@mui/material/Button';
import type { Room, Tournament } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { PreviewIcon } from './icons';
import { gameState } from './navigation-state';

export interface WatchRoomLinkProps {
  room: Room;
  tournament: Tournament | undefined;
  userId: number | undefined;
  /** How the card names the room, for the link's accessible name. */
  label: string;
  size?: 'small' | 'medium';
}

/** A room card's way to a table in play that the reader has no seat at: they watch it (public view only). */
export function WatchRoomLink({ room, tournament, userId, label, size }: WatchRoomLinkProps) {
  return (
    <Button
      size={size}
      variant="outlined"
      startIcon={<PreviewIcon />}
      component={Link}
      to={`/game/${room.id}`}
      state={tournament ? gameState(room, tournament, userId) : { room }}
      aria-label={`Watch ${label}`}
      sx={{ flexShrink: 0 }}
    >
      Watch
    </Button>
  );
}
