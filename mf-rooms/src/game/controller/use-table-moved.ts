import { useEffect, useRef } from 'react';
import { realtime } from 'shared-events';
import type { ChannelFrame, TableMovedFrame } from 'shared-events/contracts';

/**
 * Calls `onMoved` when the tournament moves the player to another table (`table:moved` on `user:{id}`: balancing, or
 * their table broke), so the screen can follow their chips there. A move is an event, not state: the channel's
 * snapshot does not carry it, and a move missed while offline shows as a seat at another table (the room's members).
 */
export function useTableMoved(userId: number | undefined, onMoved: (move: TableMovedFrame) => void): void {
  const handler = useRef(onMoved);
  useEffect(() => {
    handler.current = onMoved;
  });
  useEffect(() => {
    if (userId === undefined) return;
    return realtime.subscribe<unknown, TableMovedFrame>(`user:${userId}`, {
      onFrame: (frame: ChannelFrame<TableMovedFrame>) => {
        if (frame.event === 'table:moved') handler.current(frame.data);
      },
    });
  }, [userId]);
}
