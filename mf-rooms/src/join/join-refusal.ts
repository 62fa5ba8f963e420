import { ROOM_MESSAGES, type Room } from 'shared-events/contracts';

type Seats = Pick<Room, 'roomMembers' | 'maxMembers'>;

export function isRoomFull(room: Seats): boolean {
  return room.roomMembers.length >= room.maxMembers;
}

/** Why the client refuses a join before sending it (SPEC §5), or undefined when the server may decide. */
export function joinRefusal(room: Seats & Pick<Room, 'roomState'>): string | undefined {
  if (room.roomState !== 'waiting') return ROOM_MESSAGES.notAccepting;
  if (isRoomFull(room)) return ROOM_MESSAGES.full;
  return undefined;
}
