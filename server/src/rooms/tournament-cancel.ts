import type { TournamentCancelHook } from '../tournaments/tournament-lifecycle';
import type { RoomHooks } from './room-state';
import { publishRoomsUpdate, type RoomServices } from './rooms-events';
import { closeTournamentRooms, lockActiveRooms } from './rooms.repository';

/**
 * What a cancel does to the tournament's rooms, registered as a tournaments' cancel hook (tournaments never import
 * rooms): in the cancel's transaction each game in play ends (the game-end hooks) and every room closes; after the
 * commit the ended games are told and the closed list goes out.
 */
export function closeRoomsOnCancel(services: RoomServices & Required<Pick<RoomHooks, 'gameEndHooks'>>): TournamentCancelHook {
  return async (tx, tournamentId, at) => {
    const told: (() => void)[] = [];
    for (const room of await lockActiveRooms(tx, tournamentId)) {
      if (room.room_state !== 'playing') continue;
      for (const hook of services.gameEndHooks) told.push(await hook(tx, room.id, at));
    }
    await closeTournamentRooms(tx, tournamentId, at);
    return () => {
      told.forEach((run) => run());
      // A failed live update only delays what the next read shows.
      void publishRoomsUpdate(services, tournamentId).catch(() => {});
    };
  };
}
