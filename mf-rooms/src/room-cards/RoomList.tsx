import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Room } from 'shared-events/contracts';
import { LoadFailure } from './LoadFailure';

const SKELETON_CARDS = 3;

export interface RoomListProps {
  rooms: Room[] | undefined;
  /** A card's height and narrowest width: the skeletons hold the place of the cards that replace them. */
  cardHeight: number;
  cardMinWidth: number;
  failed: boolean;
  onRetry: () => void;
  empty: ReactNode;
  renderRoom: (room: Room) => ReactNode;
}

/** The room cards in a grid, with what shows before (skeletons), instead of (a failure) or without them. */
export function RoomList({ rooms, cardHeight, cardMinWidth, failed, onRetry, empty, renderRoom }: RoomListProps) {
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardMinWidth}px), 1fr))` };
  if (!rooms && failed) return <LoadFailure message="Failed to load rooms" onRetry={onRetry} />;
  if (!rooms) {
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading rooms">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={cardHeight} />
        ))}
      </Box>
    );
  }
  if (rooms.length === 0) return <Box sx={{ py: 6, textAlign: 'center' }}>{empty}</Box>;
  return <Box sx={grid}>{rooms.map(renderRoom)}</Box>;
}
