import type { FastifyPluginAsync } from 'fastify';
import type { HandHistoryResponse } from 'shared-events/contracts';
import type { Database } from '../db/database';
import { readPage } from '../http/paging';
import { HAND_HISTORY_DEFAULT_LIMIT, HAND_HISTORY_MAX_LIMIT, handHistorySchemas } from './hand-history.schemas';
import { listHandHistory } from './hands.repository';

/** /api/users/hand-history: the signed-in player's own hands (SPEC /hand-history). */
export const handHistoryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get<{ Querystring: { page?: string; limit?: string } }>(
    '',
    { schema: handHistorySchemas.list },
    async (request): Promise<HandHistoryResponse> => {
      const { page, limit, offset } = readPage(request.query, { defaultLimit: HAND_HISTORY_DEFAULT_LIMIT, maxLimit: HAND_HISTORY_MAX_LIMIT });
      return { ...(await listHandHistory(db, request.user!.id, { limit, offset })), page, limit };
    },
  );
};
