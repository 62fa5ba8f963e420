import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { Room, Tournament } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { gameState } from './navigation-state';

export interface YourRoomLinkProps {
  room: Room;
  tournament: Tournament;
  userId: number | undefined;
  size?: 'small' | 'medium';
  children: ReactNode;
}

/** The action of a room card whose room the reader is in, on the game stage and the rooms page alike: it opens the table. */
export function YourRoomLink({ room, tournament, userId, size, children }: YourRoomLinkProps) {
  return (
    <Button
      fullWidth
      size={size}
      variant="outlined"
      color="success"
      sx={{ flex: 1 }}
      component={Link}
      to={`/game/${room.id}`}
      state={gameState(room, tournament, userId)}
    >
      {children}
    </Button>
  );
}
