import type { FastifyPluginAsync } from 'fastify';
import type { HandHistoryResponse, HandHistoryTournament, HandReplay } from 'shared-events/contracts';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, parseId, type IdParams } from '../http/id-params';
import { readPage } from '../http/paging';
import { handExportRoutes } from './hand-exports.routes';
import { HAND_HISTORY_DEFAULT_LIMIT, HAND_HISTORY_MAX_LIMIT, handHistorySchemas } from './hand-history.schemas';
import { findHandReplay, listHandHistory, listHandHistoryTournaments } from './hands.repository';

/** /api/users/hand-history: the signed-in player's own hands (SPEC /hand-history), each to review. */
export const handHistoryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get<{ Querystring: { page?: string; limit?: string; tournamentId?: string } }>(
    '',
    { schema: handHistorySchemas.list },
    async (request): Promise<HandHistoryResponse> => {
      const { tournamentId, ...paging } = request.query;
      const { page, limit, offset } = readPage(paging, { defaultLimit: HAND_HISTORY_DEFAULT_LIMIT, maxLimit: HAND_HISTORY_MAX_LIMIT });
      // A tournament id past the integer range has no hands: an ordinary empty page.
      const tournament = tournamentId === undefined ? undefined : (parseId(tournamentId) ?? 0);
      return { ...(await listHandHistory(db, request.user!.id, { limit, offset, tournamentId: tournament })), page, limit };
    },
  );

  app.get('/tournaments', { schema: handHistorySchemas.tournaments }, async (request): Promise<HandHistoryTournament[]> =>
    listHandHistoryTournaments(db, request.user!.id),
  );

  app.get<IdParams>('/:id', { schema: handHistorySchemas.replay }, async (request): Promise<HandReplay> => {
    const hand = await findHandReplay(db, idOf(request, errors.handNotFound), request.user!.id);
    if (!hand) throw errors.handNotFound();
    return hand;
  });

  await app.register(handExportRoutes, { db });
};
