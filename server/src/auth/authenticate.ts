import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { findUserById, type UserRow } from '../users/users.repository';
import type { Tokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for protected routes: sets request.user or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/**
 * The user a bearer token stands for, checked the same way for HTTP and the socket handshake:
 * signature, expiry, and a token_version equal to the user's (raising it revokes every older token).
 */
export function tokenAuthenticator(db: Database, tokens: Tokens) {
  return async (token: string | undefined): Promise<UserRow | undefined> => {
    if (!token) return undefined;
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const user = await findUserById(db, claims.userId);
    return user && user.token_version === claims.tokenVersion ? user : undefined;
  };
}

export type TokenAuthenticator = ReturnType<typeof tokenAuthenticator>;

/** Decorated on the root instance (not a plugin) so every domain plugin can use `app.authenticate`. */
export function decorateAuthenticate(app: FastifyInstance, authenticateToken: TokenAuthenticator): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const user = scheme?.toLowerCase() === 'bearer' ? await authenticateToken(token) : undefined;
    if (!user) throw errors.authenticationRequired();
    request.user = user;
  });
}
