import type { FastifyPluginAsync } from 'fastify';
import type { NotificationListResponse, NotificationPayload, NotificationsReadAllResponse } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, type IdParams } from '../http/id-params';
import { readPage } from '../http/paging';
import { listNotifications, markAllNotificationsRead, markNotificationRead, toNotificationPayload } from './notifications.repository';
import { NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT, notificationSchemas } from './notifications.schemas';

/** /api/users/notifications: the signed-in user's own notifications (SPEC §7 Notifications). */
export const notificationsRoutes: FastifyPluginAsync<{ db: Database; now: Clock }> = async (app, { db, now }) => {
  app.addHook('onRequest', app.authenticate);
  acceptEmptyJsonBodies(app);

  app.get<{ Querystring: { page?: string; limit?: string } }>(
    '',
    { schema: notificationSchemas.list },
    async (request): Promise<NotificationListResponse> => {
      const { page, limit, offset } = readPage(request.query, { defaultLimit: NOTIFICATIONS_DEFAULT_LIMIT, maxLimit: NOTIFICATIONS_MAX_LIMIT });
      const result = await listNotifications(db, request.user!.id, { limit, offset });
      return { rows: result.rows.map(toNotificationPayload), count: result.count, page, limit, unreadCount: result.unreadCount };
    },
  );

  app.post<IdParams>('/:id/read', { schema: notificationSchemas.markRead }, async (request): Promise<NotificationPayload> => {
    const row = await markNotificationRead(db, request.user!.id, idOf(request, errors.notificationNotFound), now());
    if (!row) throw errors.notificationNotFound();
    return toNotificationPayload(row);
  });

  app.post('/read-all', { schema: notificationSchemas.markAllRead }, async (request): Promise<NotificationsReadAllResponse> => ({
    updated: await markAllNotificationsRead(db, request.user!.id, now()),
  }));
};

/**
 * The spec's mark-read call sends "an empty body"; some clients still label it application/json.
 * Within this plugin an empty JSON body counts as no body instead of a 400.
 */
function acceptEmptyJsonBodies(app: Parameters<FastifyPluginAsync>[0]): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
