/** Request and response shapes of the HTTP API, shared by the server and the modules. Types only. */

export type Role = 'player' | 'admin';

/** The user as the session keeps it (SPEC §3). Money travels as JSON numbers with at most 6 decimals. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  country: string;
  /** Server path of the avatar image (prefix it with the API base), or null for the placeholder. */
  avatar: string | null;
  balance: number;
  role: Role;
  registeredTournamentIds: number[];
}

export interface ApiErrorBody {
  message: string;
  error?: string;
}

export interface MessageResponse {
  message: string;
}

export interface RegisterRequest {
  username: string;
  firstName: string;
  country: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterResponse extends MessageResponse {
  email: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

export interface VerifyEmailRequest {
  email: string;
  code: string;
}

export interface ResendVerificationRequest {
  email: string;
}

/** Resend answers how long the client must wait before the next one. */
export interface ResendVerificationResponse extends MessageResponse {
  cooldownSeconds: number;
}

export interface ProfileResponse {
  user: SessionUser;
}

/** GET /api/users/notifications?page&limit: one page, newest first; count and unreadCount are the user's totals. */
export interface NotificationListResponse {
  rows: import('./events').NotificationPayload[];
  count: number;
  page: number;
  limit: number;
  unreadCount: number;
}

/** POST /api/users/notifications/read-all. */
export interface NotificationsReadAllResponse {
  updated: number;
}

/** GET /api/users/profile: the user's fields at the top level and, for clients that read `.user`, under `user`. */
export type UserProfileResponse = SessionUser & ProfileResponse;

export interface HealthResponse {
  status: 'ok';
}

/** Each dependency of GET /api/ready: it answered, it did not (in time), or it is not used (no REDIS_URL). */
export type ReadyCheck = 'ok' | 'down' | 'off';

/** GET /api/ready: 200 `ready` when the database (and Redis, if used) answer; 503 `unavailable` otherwise. */
export interface ReadyResponse {
  status: 'ready' | 'unavailable';
  checks: { database: Exclude<ReadyCheck, 'off'>; redis: ReadyCheck };
}
