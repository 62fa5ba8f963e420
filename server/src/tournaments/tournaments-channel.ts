import type { TournamentsChannelState } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Gateway } from '../realtime/gateway';
import { readerRegistrations } from './registrations.repository';
import { NOT_REGISTERED, toTournamentDto } from './tournament-dto';
import { FINISHED_WINDOW_DAYS } from './tournament-list-cache';
import { listTournamentRows } from './tournaments.repository';

/**
 * `tournaments`, the lobby's channel (created, status, registrations, results): any signed-in user follows it, as
 * anyone may read the list. Its snapshot is the list as GET /api/users/tournaments answers that user, read in the
 * snapshot's transaction (not from the list cache, whose reads use the database's own handle).
 */
export function registerTournamentsChannel({ gateway, now }: { gateway: Gateway; now: Clock }): void {
  gateway.channel<TournamentsChannelState>('tournaments', {
    authorize: () => true,
    snapshot: async (tx, userId) => {
      const at = now();
      const rows = await listTournamentRows(tx, at, FINISHED_WINDOW_DAYS);
      const registered = await readerRegistrations(tx, userId);
      return { tournaments: rows.map((row) => toTournamentDto(row, at, registered.get(row.id) ?? NOT_REGISTERED)) };
    },
  });
}
