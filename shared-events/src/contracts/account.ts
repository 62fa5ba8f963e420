/** Account API shapes (profile, avatar, password, dashboard) shared by the server and the modules. Types only. */
import type { SessionUser } from './api';
import type { WalletCurrency, WalletTransaction } from './wallet';

/** PUT /api/users/profile: the only writable fields; anything else in the body is refused. */
export interface UpdateProfileRequest {
  firstName: string;
  country: string;
}

/** PUT /api/users/avatar (multipart field `avatar`): the new server path, and the user carrying it. */
export interface AvatarResponse {
  avatar: string;
  user: SessionUser;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

/** Every older token is revoked by the change; `token` keeps the calling tab signed in. */
export interface ChangePasswordResponse {
  message: string;
  token: string;
}

/** GET /api/users/dashboard. */
export interface DashboardResponse {
  firstName: string;
  username: string;
  balance: number;
  currency: WalletCurrency;
  registeredTournamentIds: number[];
  /** Registered tournaments that have not started yet (and are not cancelled). */
  upcomingTournaments: number;
  /** Registered tournaments between start and end. */
  runningTournaments: number;
  recentTransactions: WalletTransaction[];
}

/** A table the player's chips are at (or on their way to), in a tournament not over that they have not left. */
export interface UserTable {
  tableId: number;
  tournamentId: number;
  tournamentName: string;
}

/** GET /api/users/tables: where the signed-in player is seated, across tournaments ("Back to my table"). */
export interface UserTablesResponse {
  tables: UserTable[];
}

/** Body of a 429 (a rate limit, the resend cooldown): seconds to wait, also in the Retry-After header. */
export interface RateLimitedErrorBody {
  message: string;
  retryAfter: number;
}
