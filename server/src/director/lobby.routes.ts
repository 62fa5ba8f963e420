import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TournamentLobby } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, idParams, type IdParams } from '../http/id-params';
import { tournamentLobby } from './lobby';

const schema = {
  tags: ['tournaments'],
  summary:
    "A tournament's lobby tabs: its players (chips and table, or place and prize), tables in play (players, chips, biggest and smallest stack), the payouts of the current field and the blinds' schedule with breaks",
  params: idParams,
};

/** GET /api/tournaments/:id/lobby: public like the tournament's detail and results, and the same for every reader. */
export const lobbyRoutes: FastifyPluginAsync<{ db: Database; now: Clock }> = async (app, { db, now }) => {
  app.get<IdParams>('/:id/lobby', { schema }, async (request: FastifyRequest<IdParams>): Promise<TournamentLobby> =>
    tournamentLobby(db, idOf(request, errors.tournamentNotFound), now()),
  );
};
