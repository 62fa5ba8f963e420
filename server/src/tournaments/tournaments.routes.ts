import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TournamentDetail } from 'shared-events/contracts';
import type { TokenAuthenticator } from '../auth/authenticate';
import { errors } from '../errors';
import { idOf, type IdParams } from '../http/id-params';
import type { UserRow } from '../auth/users.repository';
import { RecentReaders } from './recent-readers';
import { enterLobby, registerForTournament, unregisterFromTournament, type TournamentServices } from './registration';
import { tournamentDetail } from './tournament-detail';
import { tournamentListCache } from './tournament-list-cache';
import { tournamentResults } from './tournament-results';
import { registerTournamentsChannel } from './tournaments-channel';
import type { Gateway } from '../realtime/gateway';
import { tournamentSchemas } from './tournaments.schemas';

const tournamentIdOf = (request: FastifyRequest<IdParams>) => idOf(request, errors.tournamentNotFound);

type TournamentRoutesServices = TournamentServices & { authenticateToken: TokenAuthenticator; gateway: Gateway };

/** /api/users/tournaments/* and /api/tournaments/:id (SPEC §7 Tournaments). Reads are public; changes need a user. */
export const tournamentsRoutes: FastifyPluginAsync<TournamentRoutesServices> = async (app, services) => {
  registerTournamentsChannel(services);
  // Two scopes, so the authentication hook covers exactly the changes; '' keeps this plugin's prefix.
  await app.register(tournamentReadRoutes, { ...services, prefix: '' });
  await app.register(registrationRoutes, { ...services, prefix: '' });
};

/** The lobby list and a tournament's detail: public, personalised when a (valid) token comes along. */
const tournamentReadRoutes: FastifyPluginAsync<TournamentRoutesServices> = async (app, services) => {
  const { db, now, authenticateToken } = services;
  const cache = tournamentListCache(db);

  const readers = new RecentReaders(authenticateToken);

  /**
   * The list and detail are public (SPEC §6), but a token that is sent must be valid: a 401 makes the
   * client drop a stale token instead of silently showing "not registered" everywhere.
   */
  const bearerToken = (request: FastifyRequest): string | undefined => {
    const header = request.headers.authorization;
    if (header === undefined) return undefined;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw errors.authenticationRequired();
    return token;
  };
  const optionalUser = async (request: FastifyRequest): Promise<UserRow | undefined> => {
    const token = bearerToken(request);
    if (token === undefined) return undefined;
    const user = await authenticateToken(token);
    if (!user) throw errors.authenticationRequired();
    return user;
  };

  app.get('/users/tournaments', { schema: tournamentSchemas.list }, async (request, reply) => {
    const token = bearerToken(request);
    const userId = token === undefined ? undefined : await readers.userIdOf(token);
    if (token !== undefined && userId === undefined) throw errors.authenticationRequired();
    const body = await cache.serialize(db, now(), userId);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  const detail = async (request: FastifyRequest<IdParams>): Promise<TournamentDetail> => {
    // The token first: a stale one answers 401 whatever the id.
    const reader = await optionalUser(request);
    return tournamentDetail(db, tournamentIdOf(request), reader, now());
  };
  app.get<IdParams>('/users/tournaments/:id', { schema: tournamentSchemas.detail }, detail);
  app.get<IdParams>('/tournaments/:id', { schema: tournamentSchemas.detail }, detail);

  // Public and the same for every reader: a token is not even read.
  const results = async (request: FastifyRequest<IdParams>) => tournamentResults(db, tournamentIdOf(request));
  app.get<IdParams>('/users/tournaments/:id/results', { schema: tournamentSchemas.results }, results);
  app.get<IdParams>('/tournaments/:id/results', { schema: tournamentSchemas.results }, results);
};

/** Register, unregister, enter the lobby: the signed-in player's own changes. */
const registrationRoutes: FastifyPluginAsync<TournamentRoutesServices> = async (app, services) => {
  app.addHook('onRequest', app.authenticate);
  // The spec's calls may send no body at all.
  const absentBodyIsEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };

  app.post<IdParams>('/users/tournaments/:id/register', { preValidation: absentBodyIsEmpty, schema: tournamentSchemas.register }, async (request) =>
    registerForTournament(services, request.user!.id, tournamentIdOf(request)),
  );

  app.delete<IdParams>('/users/tournaments/:id/register', { schema: tournamentSchemas.unregister }, async (request) =>
    unregisterFromTournament(services, request.user!.id, tournamentIdOf(request)),
  );

  app.post<IdParams>(
    '/users/tournaments/:id/enter-lobby',
    { preValidation: absentBodyIsEmpty, schema: tournamentSchemas.enterLobby },
    async (request) => enterLobby(services, request.user!.id, tournamentIdOf(request)),
  );
};
