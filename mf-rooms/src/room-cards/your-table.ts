import { useEffect, useRef } from 'react';
import type { Room } from 'shared-events/contracts';
import { useNavigate } from 'shared-ui/router';
import { toast } from 'shared-ui';

/** The table the player plays at in the tournament: a playing room they are seated in (a player has one at most). */
export function yourTable(rooms: readonly Room[] | undefined, userId: number | undefined): Room | undefined {
  if (userId === undefined) return undefined;
  return rooms?.find((room) => room.roomState === 'playing' && room.roomMembers.includes(userId));
}

const TABLE_READY = 'Your table is ready';

/**
 * The player's table among the tournament's rooms (kept live by the tournament's channel). When one appears while a
 * screen of the tournament is open (the director seats every registered player at the end of the join window; a
 * host starts the room they joined), the player is told and taken there: a table deals whether they look or not.
 * One they already had when the screen opened is only offered (the screen shows a way back to it).
 */
export function useYourTable(rooms: readonly Room[] | undefined, userId: number | undefined, tournament: { id: number; name: string } | undefined) {
  const navigate = useNavigate();
  const table = yourTable(rooms, userId);
  // undefined until the rooms are read; then the table the player had (null: none).
  const known = useRef<number | null | undefined>(undefined);
  const tableId = table?.id ?? null;
  const loaded = rooms !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const before = known.current;
    known.current = tableId;
    if (before === undefined || tableId === null || before === tableId) return;
    toast.success(TABLE_READY);
    const room = rooms?.find((candidate) => candidate.id === tableId);
    void navigate(`/game/${tableId}`, { state: { room, tournament: tournament && { id: tournament.id, name: tournament.name } } });
  }, [loaded, tableId, rooms, tournament, navigate]);
  return table;
}
