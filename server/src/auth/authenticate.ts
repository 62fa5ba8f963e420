import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionRevokedPayload } from 'shared-events/contracts';
import type { Database, Queryable } from '../db/database';
import { batchedReads } from '../db/batched-reads';
import { errors } from '../errors';
import type { Realtime } from '../realtime/realtime';
import type { UserRow } from './users.repository';
import type { Tokens, VerifiedToken } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for protected routes: sets request.user (and request.token) or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The verified bearer token the request came with (what logout revokes). */
    token: VerifiedToken | null;
  }
}

export interface Session {
  user: UserRow;
  token: VerifiedToken;
}

/** The users of several sessions (user id, token id), each only if its token was not logged out. */
const UNREVOKED_USERS_SQL = `SELECT k.token_id AS session_token_id, u.*
  FROM unnest($1::int[], $2::text[]) AS k (user_id, token_id) JOIN users u ON u.id = k.user_id
  WHERE NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.token_id = k.token_id)`;

/**
 * The database half of the session check as an expression over two parameters (the user id and the token id): the
 * user's token_version, or null when the token was logged out or the user is gone. A statement a request runs anyway
 * can answer it beside its own columns (the table action's locking statement), instead of a statement of its own.
 */
export const sessionTokenVersionSql = (userIdParam: string, tokenIdParam: string) =>
  `(SELECT u.token_version FROM users u WHERE u.id = ${userIdParam} AND NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.token_id = ${tokenIdParam}))`;

/** Whether the token a request came with is still the user's: the database half of the check (the token was verified). */
export async function sessionStillValid(q: Queryable, session: { userId: number; tokenId: string; tokenVersion: number }): Promise<boolean> {
  const { rows } = await q.query<{ token_version: number | null }>(`SELECT ${sessionTokenVersionSql('$1', '$2')} AS token_version`, [
    session.userId,
    session.tokenId,
  ]);
  return rows[0]?.token_version === session.tokenVersion;
}
const REVOKE_SQL = `INSERT INTO revoked_tokens (token_id, user_id, expires_at, revoked_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT (token_id) DO NOTHING`;
/** Expired revocations are deleted a hundred at a time as new ones come in; rows another logout is deleting are skipped. */
const PRUNE_SQL = `DELETE FROM revoked_tokens WHERE token_id IN (
  SELECT token_id FROM revoked_tokens WHERE expires_at < $1 ORDER BY expires_at LIMIT 100 FOR UPDATE SKIP LOCKED)`;

/**
 * The session a bearer token stands for, checked the same way for HTTP, the socket handshake and a socket's
 * subscriptions: signature, claims, expiry, a token_version equal to the user's (raising it revokes every older token)
 * and a token id that was not logged out. The user row, only if the token is not revoked, read with the other sessions
 * checked at the same time in one statement (db/batched-reads.ts): a crowd reconnecting checks its sessions in a few
 * statements, not one each.
 */
export function sessionAuthenticator(db: Queryable, tokens: Tokens) {
  const unrevokedUser = batchedReads<string, UserRow>(async (keys) => {
    const { rows } = await db.query<UserRow & { session_token_id: string }>(UNREVOKED_USERS_SQL, [
      keys.map((key) => Number(key.slice(0, key.indexOf(' ')))),
      keys.map((key) => key.slice(key.indexOf(' ') + 1)),
    ]);
    return new Map(rows.map(({ session_token_id: tokenId, ...user }) => [`${user.id} ${tokenId}`, user]));
  });
  const authenticate = async (token: string | undefined): Promise<Session | undefined> => {
    if (!token) return undefined;
    const verified = await tokens.verify(token);
    if (!verified) return undefined;
    const found = await unrevokedUser(`${verified.userId} ${verified.tokenId}`);
    // A copy each: callers asking for the same session share the row read.
    const user = found && { ...found };
    return user && user.token_version === verified.tokenVersion ? { user, token: verified } : undefined;
  };
  /**
   * The half of the check that needs no database (signature, claims, expiry), for a caller that checks the other
   * half (sessionTokenVersionSql) in a statement of its own transaction.
   */
  const verify = async (token: string | undefined): Promise<VerifiedToken | undefined> => (token ? tokens.verify(token) : undefined);
  return Object.assign(authenticate, { verify });
}

export type SessionAuthenticator = ReturnType<typeof sessionAuthenticator>;

/** The user of a valid session token, for callers that need only that. */
export function tokenAuthenticator(authenticateSession: SessionAuthenticator) {
  return async (token: string | undefined): Promise<UserRow | undefined> => (await authenticateSession(token))?.user;
}

export type TokenAuthenticator = ReturnType<typeof tokenAuthenticator>;

/** Logout: this token (not the user's others) stops working at once, everywhere. Idempotent. */
export async function revokeToken(db: Database, token: VerifiedToken, userId: number, at: Date): Promise<void> {
  await db.query(REVOKE_SQL, [token.tokenId, userId, token.expiresAt, at]);
  // A revoked token that has expired is refused anyway: its row is no longer needed.
  await db.query(PRUNE_SQL, [at]);
}

/**
 * Every token of the user was revoked (token_version raised): their open sockets, in every process, are told so (each
 * tab logs out) and closed. Called once the revoking change has committed.
 */
export function endRevokedSockets(realtime: Realtime, userId: number, reason: SessionRevokedPayload['reason']): void {
  realtime.toUser(userId, 'session:revoked', { reason });
  realtime.disconnectUser(userId);
}

/** Decorated on the root instance (not a plugin) so every domain plugin can use `app.authenticate`. */
export function decorateAuthenticate(app: FastifyInstance, authenticateSession: SessionAuthenticator): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const session = scheme?.toLowerCase() === 'bearer' ? await authenticateSession(token) : undefined;
    if (!session) throw errors.authenticationRequired();
    request.user = session.user;
    request.token = session.token;
  });
}
