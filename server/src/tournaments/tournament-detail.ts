import type { TournamentDetail } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import type { UserRow } from '../auth/users.repository';
import { tournamentBlindStructure } from './blind-structure';
import { listRegistrationsWithUsers, readerRegistrations } from './registrations.repository';
import { NOT_REGISTERED, toTournamentDto } from './tournament-dto';
import { findTournamentRow } from './tournaments.repository';

/**
 * One tournament with its registered players' public part. SPEC §3 lists the e-mail, but an operator does not
 * hand players' addresses to every visitor: it is there only in the reader's own registration and for admins,
 * like the time the player entered the lobby (so a reloaded game stage still shows "In Lobby").
 */
export async function tournamentDetail(db: Queryable, tournamentId: number, reader: UserRow | undefined, now: Date): Promise<TournamentDetail> {
  const row = await findTournamentRow(db, tournamentId);
  if (!row) throw errors.tournamentNotFound();
  const [registrations, own] = await Promise.all([
    listRegistrationsWithUsers(db, tournamentId),
    reader ? readerRegistrations(db, reader.id, tournamentId) : Promise.resolve(undefined),
  ]);
  return {
    ...toTournamentDto(row, now, own?.get(tournamentId) ?? NOT_REGISTERED),
    Registrations: registrations.map((r) => {
      const ownOrAdmin = r.user_id === reader?.id || reader?.role === 'admin';
      return {
        userId: r.user_id,
        registeredAt: r.registered_at.toISOString(),
        state: r.state,
        ...(ownOrAdmin ? { lobbyEnteredAt: r.lobby_entered_at?.toISOString() ?? null } : {}),
        User: { id: r.user_id, username: r.username, avatar: r.avatar, country: r.country, ...(ownOrAdmin ? { email: r.email } : {}) },
      };
    }),
    blindStructure: tournamentBlindStructure(row),
  };
}
