import type { Room } from 'shared-events/contracts';
import { isRoomFull } from '../join/join-refusal';

/**
 * What a room card offers the reader (SPEC §2): their own room to go to, a join, or a reason it cannot be joined.
 * A full room says so whatever its state; any other room that is not waiting is closed to joins.
 */
export type RoomAction = 'member' | 'join' | 'full' | 'closed';

/** How both the game stage and the rooms page mark a room the reader is in. */
export const YOURE_IN_THIS_ROOM = "You're in this room";

export function roomAction(room: Pick<Room, 'roomMembers' | 'maxMembers' | 'roomState'>, userId: number | undefined): RoomAction {
  if (userId !== undefined && room.roomMembers.includes(userId)) return 'member';
  if (isRoomFull(room)) return 'full';
  return room.roomState === 'waiting' ? 'join' : 'closed';
}
