import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TournamentStanding } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, idParams, type IdParams } from '../http/id-params';
import { tournamentStanding } from './standing';

const schema = {
  tags: ['tournaments'],
  summary:
    "Where a tournament in play stands: players left of the entries, average stack, places paid, the tournament's clock, and the signed-in player's rank or place",
  security: [{ bearerAuth: [] }],
  params: idParams,
};

/** GET /api/tournaments/:id/standing (signed-in players: a table's players and spectators). */
export const standingRoutes: FastifyPluginAsync<{ db: Database; now: Clock }> = async (app, { db, now }) => {
  app.addHook('onRequest', app.authenticate);
  app.get<IdParams>('/:id/standing', { schema }, async (request: FastifyRequest<IdParams>): Promise<TournamentStanding> =>
    tournamentStanding(db, idOf(request, errors.tournamentNotFound), request.user!.id, now()),
  );
};
