import type { SessionUser } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { microsToNumber } from '../money/micro-usdt';
import { registeredTournamentIds } from '../tournaments/registrations.repository';
import type { UserRow } from '../auth/users.repository';

/** The user as the API shows it (SPEC §3); never exposes the hash or token version. */
export function toSessionUser(user: UserRow, registeredTournamentIds: number[]): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    country: user.country,
    avatar: user.avatar,
    balance: microsToNumber(user.balance_micros),
    role: user.role,
    registeredTournamentIds,
  };
}

/** toSessionUser with the registrations read from the database (login, profile and every answer carrying the user). */
export async function loadSessionUser(db: Queryable, user: UserRow): Promise<SessionUser> {
  return toSessionUser(user, await registeredTournamentIds(db, user.id));
}
