import { tournamentChannel, type TournamentChannelState } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import type { Gateway } from '../realtime/gateway';
import type { Realtime } from '../realtime/realtime';
import { tournamentsExisting } from '../tournaments/tournaments.repository';
import { tournamentRoomsView } from './room-views';

export type RoomServices = { db: Database; realtime: Realtime; now: Clock };

/**
 * After every committed change of a tournament's rooms: the whole list on the tournament's channel, under both
 * names the clients listen to (SPEC §7). Read after the commit, under the channel's lock, so it is what others will
 * see and a later frame never carries an older list.
 */
export async function publishRoomsUpdate(services: RoomServices, tournamentId: number): Promise<void> {
  await services.realtime.publish(tournamentChannel(tournamentId), ['tournament:roomsUpdate', 'roomsUpdate'], (tx) =>
    tournamentRoomsView(tx, tournamentId),
  );
}

/**
 * `tournament:{id}`: any signed-in user may follow an existing tournament's rooms (its room list is theirs over HTTP
 * too); an unknown one is refused as the HTTP reads refuse it. Its snapshot is the list its frames carry.
 */
export function registerTournamentChannel({ db, gateway }: { db: Database; gateway: Gateway }): void {
  const tournamentExists = tournamentsExisting(db);
  gateway.channel<TournamentChannelState>('tournament', {
    authorize: async (_userId, id) => {
      if (!(await tournamentExists(id))) throw errors.tournamentNotFound();
      return true;
    },
    snapshot: (tx, _userId, id) => tournamentRoomsView(tx, id),
  });
}
