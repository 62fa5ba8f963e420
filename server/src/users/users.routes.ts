import type { FastifyPluginAsync } from 'fastify';
import type { UserProfileResponse } from 'shared-events/contracts';
import type { AppServices } from '../app-services';
import { toSessionUser } from './session-user';

/** /api/users/*: the signed-in user's own data. */
export const usersRoutes: FastifyPluginAsync<AppServices> = async (app) => {
  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], summary: 'The signed-in user, incl. balance', security: [{ bearerAuth: [] }] },
    },
    async (request): Promise<UserProfileResponse> => {
      const user = toSessionUser(request.user!);
      // The spec only says "user incl. balance": serve both shapes clients may read (see README).
      return { ...user, user };
    },
  );
};
