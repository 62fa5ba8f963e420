import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import { revokeToken } from './authenticate';

const logoutSchema = {
  tags: ['auth'],
  security: [{ bearerAuth: [] }],
  summary: 'Log out: the presented token stops working at once (API and socket) and its sockets are closed; other sessions stay',
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: { 204: { type: 'null', description: 'Logged out' } },
};

/** POST /api/auth/logout: ends the session on the server, not only in the browser. */
export const logoutRoutes: FastifyPluginAsync<{ db: Database; realtime: Realtime; now: Clock }> = async (app, { db, realtime, now }) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/logout', { schema: logoutSchema }, async (request, reply) => {
    const token = request.token!;
    await revokeToken(db, token, request.user!.id, now());
    realtime.disconnectSession(token.tokenId);
    return reply.code(204).send();
  });
};
