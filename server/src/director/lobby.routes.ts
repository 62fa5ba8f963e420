import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LOBBY_MAX_PAGE_LIMIT, LOBBY_PAGE_LIMIT, LOBBY_SEARCH_MAX_LENGTH, type TournamentLobby } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, idParams } from '../http/id-params';
import { pageQueryProperties, readPage, type PageLimits } from '../http/paging';
import { tournamentLobbyCache } from './lobby-cache';
import { lobbyPage, type LobbyPageQuery } from './lobby-page';

const limits: PageLimits = { defaultLimit: LOBBY_PAGE_LIMIT, maxLimit: LOBBY_MAX_PAGE_LIMIT };

const schema = {
  tags: ['tournaments'],
  summary:
    "A tournament's lobby tabs: a page of its players (chips and table, or place and prize, and rank in the field) matching " +
    `playersSearch (a part of the username, case aside), a page of its tables in play (players, chips, biggest and smallest stack), ` +
    `the payouts of the current field with a page of its paid places (from 1st), each list as { rows, count, page, limit }, ` +
    `and the blinds' schedule with breaks. Each list pages as every list does (page from 1, ${LOBBY_PAGE_LIMIT} rows by ` +
    `default, at most ${LOBBY_MAX_PAGE_LIMIT}) under its own names: playersPage, playersLimit, tablesPage, tablesLimit, ` +
    'payoutsPage, payoutsLimit. The lobby is computed at most once a second',
  params: idParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pageQueryProperties('players'),
      playersSearch: { type: 'string', 'x-transform': 'trim', maxLength: LOBBY_SEARCH_MAX_LENGTH },
      ...pageQueryProperties('tables'),
      ...pageQueryProperties('payouts'),
    },
  },
};

type LobbyQueryField = 'playersPage' | 'playersLimit' | 'playersSearch' | 'tablesPage' | 'tablesLimit' | 'payoutsPage' | 'payoutsLimit';
type LobbyRequest = FastifyRequest<{ Params: { id: string }; Querystring: Partial<Record<LobbyQueryField, string>> }>;

/** The query as validated by the schema (digit strings and a trimmed search), each list's page read as every list's is. */
function pageQueryOf({ query }: LobbyRequest): LobbyPageQuery {
  return {
    players: readPage(query, limits, 'players'),
    playersSearch: (query.playersSearch ?? '').toLowerCase(),
    tables: readPage(query, limits, 'tables'),
    payouts: readPage(query, limits, 'payouts'),
  };
}

/** GET /api/tournaments/:id/lobby: public like the tournament's detail and results, and the same for every reader. */
export const lobbyRoutes: FastifyPluginAsync<{ db: Database; now: Clock }> = async (app, { db, now }) => {
  const cache = tournamentLobbyCache(db);
  app.get('/:id/lobby', { schema }, async (request: LobbyRequest): Promise<TournamentLobby> => {
    const tournamentId = idOf(request, errors.tournamentNotFound);
    const query = pageQueryOf(request);
    return lobbyPage(await cache.lobby(db, tournamentId, now()), query);
  });
};
