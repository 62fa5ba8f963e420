import type { FastifyPluginAsync } from 'fastify';
import {
  WALLET_CURRENCY,
  type ChangePasswordRequest,
  type DashboardResponse,
  type UpdateProfileRequest,
  type UserProfileResponse,
  type UserTablesResponse,
} from 'shared-events/contracts';
import { microsToNumber } from '../money/micro-usdt';
import { countRegisteredTournaments, registeredTournamentIds } from '../tournaments/registrations.repository';
import { seatedTablesOf } from '../tournaments/entries.repository';
import { listWalletTransactions } from '../wallet/wallet.repository';
import { avatarUploadRoutes } from './avatar.routes';
import { changePassword, type PasswordChangeServices } from './password-change';
import type { Realtime } from '../realtime/realtime';
import { loadSessionUser } from './session-user';
import { usersSchemas } from './users.schemas';
import { updateProfile, type UserRow } from '../auth/users.repository';
import { endRevokedSockets } from '../auth/authenticate';

const RECENT_TRANSACTIONS = 5;

/** /api/users/*: the signed-in user's own data. */
export const usersRoutes: FastifyPluginAsync<PasswordChangeServices & { realtime: Realtime }> = async (app, services) => {
  const { db, now } = services;
  app.addHook('onRequest', app.authenticate);

  // The spec only says "user incl. balance": serve both shapes clients may read (docs/spec-decisions.md).
  const profileResponse = async (row: UserRow): Promise<UserProfileResponse> => {
    const user = await loadSessionUser(db, row);
    return { ...user, user };
  };

  app.get('/profile', { schema: usersSchemas.getProfile }, (request) => profileResponse(request.user!));

  app.put<{ Body: UpdateProfileRequest }>('/profile', { schema: usersSchemas.updateProfile }, async (request) => {
    // The schema has trimmed both and refused control and invisible formatting characters.
    const { firstName, country } = request.body;
    return profileResponse(await updateProfile(db, request.user!.id, { firstName, country }));
  });

  app.put<{ Body: ChangePasswordRequest }>(
    '/change-password',
    {
      schema: usersSchemas.changePassword,
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200) endRevokedSockets(services.realtime, request.user!.id, 'password-changed');
      },
    },
    async (request) => changePassword(services, request.user!, request.body),
  );

  app.get('/dashboard', { schema: usersSchemas.dashboard }, async (request): Promise<DashboardResponse> => {
    const user = request.user!;
    const registeredIds = await registeredTournamentIds(db, user.id);
    const counts = await countRegisteredTournaments(db, user.id, now());
    const recent = await listWalletTransactions(db, user.id, { limit: RECENT_TRANSACTIONS, offset: 0 });
    return {
      firstName: user.first_name,
      username: user.username,
      balance: microsToNumber(user.balance_micros),
      currency: WALLET_CURRENCY,
      registeredTournamentIds: registeredIds,
      upcomingTournaments: counts.upcoming,
      runningTournaments: counts.running,
      recentTransactions: recent.rows,
    };
  });

  app.get('/tables', { schema: usersSchemas.tables }, async (request): Promise<UserTablesResponse> => ({
    tables: await seatedTablesOf(db, request.user!.id),
  }));

  // Its own scope, so multipart parsing exists only on the upload route; '' keeps this plugin's prefix (and its hook).
  await app.register(avatarUploadRoutes, { ...services, prefix: '' });
};
