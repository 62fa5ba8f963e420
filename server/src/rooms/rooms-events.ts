import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import { tournamentRoomsView } from './room-views';

export type RoomServices = { db: Database; realtime: Realtime; now: Clock };

/**
 * After every committed change of a tournament's rooms: the whole list to that tournament's subscribers,
 * under both names the clients listen to (SPEC §7). Read after the commit, so it is what others will see.
 */
export async function publishRoomsUpdate(services: RoomServices, tournamentId: number): Promise<void> {
  const view = await tournamentRoomsView(services.db, tournamentId);
  services.realtime.toTournament(tournamentId, 'tournament:roomsUpdate', view);
  services.realtime.toTournament(tournamentId, 'roomsUpdate', view);
}
