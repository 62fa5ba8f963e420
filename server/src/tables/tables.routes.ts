import type { FastifyPluginAsync } from 'fastify';
import type { TableLogResponse } from 'shared-events/contracts';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, idParams, type IdParams } from '../http/id-params';
import { readTableLog, TABLE_LOG_HANDS } from './table-log-read';

const logSchema = {
  tags: ['tables'],
  summary: `A table's public hand log: the entries of its last ${TABLE_LOG_HANDS} hands (the current one included), oldest first`,
  description:
    'Every signed-in user who may watch the table (its `table:{id}` channel) may read it. Public facts only: the board, blinds and antes, ' +
    'actions, uncalled bets returned, hands shown at the showdown and the winners. Each `table:state` frame carries the entries that follow.',
  security: [{ bearerAuth: [] }],
  params: idParams,
};

/** /api/tables/*: what anyone signed in may read of a table (its state travels on the `table:{id}` channel). */
export const tablesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.get<IdParams>('/:id/log', { schema: logSchema }, async (request): Promise<TableLogResponse> => {
    const log = await readTableLog(db, idOf(request, errors.tableNotFound));
    if (!log) throw errors.tableNotFound();
    return log;
  });
};
