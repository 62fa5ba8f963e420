import { ROOM_MESSAGES, type Room, type RoomState } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { errors, type AppError } from '../errors';
import { findTournamentRow } from '../tournaments/tournaments.repository';
import type { UserRow } from '../auth/users.repository';
import { loadRoom } from './room-views';
import { publishRoomsUpdate, type RoomServices } from './rooms-events';
import { findRoom, lockRooms, releaseMembers, setRoomState } from './rooms.repository';
import { setRegistrationState } from '../tournaments/registrations.repository';

/** SPEC §4: the host starts (waiting → playing) and ends (playing → completed) a game, or calls a room off. */
const NEXT_STATES: Record<RoomState, readonly RoomState[]> = {
  waiting: ['playing', 'cancelled'],
  playing: ['completed'],
  completed: [],
  cancelled: [],
};

const STATE_MESSAGES: Record<RoomState, string> = {
  waiting: ROOM_MESSAGES.invalidTransition,
  playing: ROOM_MESSAGES.gameStarted,
  completed: ROOM_MESSAGES.gameEnded,
  cancelled: ROOM_MESSAGES.roomCancelled,
};

/** Why the room cannot move to `to`, or undefined when it can. */
export function transitionError(room: { state: RoomState; membersCount: number; minMembers: number }, to: RoomState): AppError | undefined {
  if (!NEXT_STATES[room.state].includes(to)) return errors.invalidStateTransition();
  if (to === 'playing' && room.membersCount < room.minMembers) return errors.notEnoughPlayers(room.minMembers);
  return undefined;
}

/**
 * What another domain does when a room's game starts (waiting → playing), inside the transaction that starts it,
 * with the room's row locked: it returns what to do once that transaction has committed (send its frames).
 */
export type GameStartHook = (tx: Queryable, roomId: number, at: Date) => Promise<() => void>;
/** Run when a playing room's game ends (End Game, or the room cancelled), in its transaction. */
export type GameEndHook = (tx: Queryable, roomId: number, at: Date) => Promise<() => void>;
/** Run when a member gives up their seat in a room, in that transaction (the room's row locked). */
export type SeatLeaveHook = (tx: Queryable, roomId: number, userId: number, at: Date) => Promise<() => void>;

/**
 * The host asks to end a playing room's game in a tournament still in play: the tournament's director breaks its table
 * between hands (the players move with their chips) or refuses (the final table). Runs in its own transaction.
 */
export type EndGameRequestHook = (tournamentId: number, roomId: number) => Promise<void>;

/** What other domains run inside the rooms' transactions (each returns what to do after the commit). */
export interface RoomHooks {
  endGameRequestHooks?: readonly EndGameRequestHook[];
  gameStartHooks?: readonly GameStartHook[];
  gameEndHooks?: readonly GameEndHook[];
  seatLeaveHooks?: readonly SeatLeaveHook[];
}

/**
 * Only the host (createdBy) changes the state. A room that closes (completed or cancelled) frees its
 * seats: its players are back in the lobby and may sit at another table of the tournament.
 */
export async function changeRoomState(
  services: RoomServices & RoomHooks,
  user: UserRow,
  roomId: number,
  to: RoomState,
): Promise<{ message: string; room: Room }> {
  const { db, now } = services;
  let afterCommit: (() => void)[] = [];
  const room = await findRoom(db, roomId);
  const tournament = room && (await findTournamentRow(db, room.tournament_id));
  if (!room || !tournament) throw errors.roomNotFound();
  // In a tournament still in play, a game in progress is never ended for its players: its table breaks (issue #23).
  if (to === 'completed' && room.room_state === 'playing' && !tournament.finished_at && services.endGameRequestHooks?.length) {
    if (room.created_by !== user.id) throw errors.notRoomHost();
    for (const hook of services.endGameRequestHooks) await hook(room.tournament_id, roomId);
    return { message: ROOM_MESSAGES.tableBreaking, room: (await loadRoom(db, roomId))! };
  }
  await db.transaction(async (tx) => {
    const locked = (await lockRooms(tx, [roomId])).get(roomId)!;
    if (locked.created_by !== user.id) throw errors.notRoomHost();
    const error = transitionError({ state: locked.room_state, membersCount: locked.members_count, minMembers: locked.min_members }, to);
    if (error) throw error;
    const at = now();
    await setRoomState(tx, roomId, to, at);
    // Reset on each attempt: a retried transaction runs the hooks again, and only the committed attempt's count.
    afterCommit = [];
    if (to === 'playing') for (const hook of services.gameStartHooks ?? []) afterCommit.push(await hook(tx, roomId, at));
    if (to === 'completed' || to === 'cancelled') {
      if (locked.room_state === 'playing') for (const hook of services.gameEndHooks ?? []) afterCommit.push(await hook(tx, roomId, at));
      const released = await releaseMembers(tx, roomId, at);
      await setRegistrationState(tx, room.tournament_id, released, 'registered', ['playing']);
    }
  });
  afterCommit.forEach((run) => run());
  await publishRoomsUpdate(services, room.tournament_id);
  return { message: STATE_MESSAGES[to], room: (await loadRoom(db, roomId))! };
}
