import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Room } from 'shared-events/contracts';
import { ErrorState, LoadingState } from 'shared-ui/feedback';

const PLACEHOLDER_CARDS = 3;

export interface RoomListProps {
  rooms: Room[] | undefined;
  /** A card's height and narrowest width: the placeholders hold the place of the cards that replace them. */
  cardHeight: number;
  cardMinWidth: number;
  failed: boolean;
  onRetry: () => void;
  empty: ReactNode;
  renderRoom: (room: Room) => ReactNode;
}

/** The room cards in a grid, with what shows before (placeholders), instead of (a failure) or without them (`empty`). */
export function RoomList({ rooms, cardHeight, cardMinWidth, failed, onRetry, empty, renderRoom }: RoomListProps) {
  if (!rooms && failed) return <ErrorState inline message="Failed to load rooms" onRetry={onRetry} />;
  if (!rooms) {
    return <LoadingState label="Loading rooms" placeholders={PLACEHOLDER_CARDS} placeholderHeight={cardHeight} placeholderMinWidth={cardMinWidth} />;
  }
  if (rooms.length === 0) return empty;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardMinWidth}px), 1fr))` };
  return <Box sx={grid}>{rooms.map(renderRoom)}</Box>;
}
