import type { Room, RoomMember, RoomState } from 'shared-events/contracts';
import { ROOM_RULES } from 'shared-events/contracts';

/** One seat of the table: the player sitting there (in seat order) or nobody. */
export interface Seat {
  number: number;
  member: RoomMember | null;
  isYou: boolean;
}

/** The room's members in seat order: the longest seated first, as `roomMembers` lists them. */
export function seatedMembers(room: Pick<Room, 'roomMembers' | 'members'>): RoomMember[] {
  const byId = new Map(room.members.map((member) => [member.id, member]));
  return room.roomMembers.flatMap((id) => byId.get(id) ?? []);
}

/** Every seat of the table (never more than the 8 a table has), filled in seat order. */
export function seatPlayers(room: Pick<Room, 'roomMembers' | 'members' | 'maxMembers'>, userId: number | undefined): Seat[] {
  const members = seatedMembers(room);
  const count = Math.min(Math.max(room.maxMembers, members.length), ROOM_RULES.maxMembers);
  return Array.from({ length: count }, (_, index) => {
    const member = members[index] ?? null;
    return { number: index + 1, member, isYou: member !== null && member.id === userId };
  });
}

/** The player list's label: "You" for the signed-in player, else "Player n" by seat (1-based). */
export function playerLabel(seat: Pick<Seat, 'number' | 'isYou'>): string {
  return seat.isYou ? 'You' : `Player ${seat.number}`;
}

/** Only the host (createdBy) may start or end the game (SPEC §6). */
export function isHost(room: Pick<Room, 'createdBy'>, userId: number | undefined): boolean {
  return userId !== undefined && room.createdBy === userId;
}

/** How many more players a waiting room needs before the host can start it (0 once it can start). */
export function playersNeeded(room: Pick<Room, 'roomState' | 'roomMembers' | 'minMembers'>): number {
  return room.roomState === 'waiting' ? Math.max(0, room.minMembers - room.roomMembers.length) : 0;
}

export function waitingForPlayersText(needed: number): string {
  return `Waiting for ${needed} more ${needed === 1 ? 'player' : 'players'} to start`;
}

/** What the centre of the table says until real play arrives. */
export const TABLE_STATUS_LINES: Record<RoomState, string> = {
  waiting: 'Waiting for players',
  playing: 'Game in progress',
  completed: 'Game completed',
  cancelled: 'Room cancelled',
};
