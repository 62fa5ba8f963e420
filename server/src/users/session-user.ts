import type { SessionUser } from 'shared-events/contracts';
import { microsToNumber } from '../money/micro-usdt';
import type { UserRow } from './users.repository';

/** The user as the API shows it (SPEC §3); never exposes the hash or token version. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    country: user.country,
    avatar: user.avatar,
    balance: microsToNumber(user.balance_micros),
    role: user.role,
    // Filled in once tournament registrations exist.
    registeredTournamentIds: [],
  };
}
