import { idParams } from '../http/id-params';
import { pageQuerySchema, pageResponseSchema } from '../http/paging';

/** JSON schemas of the notification routes: page, limit and id travel as digit strings. */
export const NOTIFICATIONS_MAX_LIMIT = 50;
export const NOTIFICATIONS_DEFAULT_LIMIT = 10;

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];

const notification = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    sendAt: { type: 'string', format: 'date-time' },
    readAt: { type: ['string', 'null'], format: 'date-time' },
    isSent: { type: 'boolean' },
    data: { type: ['object', 'null'], additionalProperties: true },
  },
};

/** Mark-read takes no body; an empty JSON object is tolerated (clients send `{}` or nothing). */
const emptyBody = { type: ['object', 'null'], additionalProperties: false, properties: {} };

export const notificationSchemas = {
  list: {
    tags,
    security,
    summary: "The signed-in user's notifications, newest first (page ≥ 1, limit 1–50, default 10)",
    querystring: pageQuerySchema,
    response: pageResponseSchema(notification, { unreadCount: { type: 'integer' } }),
  },
  markRead: {
    tags,
    security,
    summary: 'Mark one of your notifications read (keeps the first read time); 404 for any other id',
    params: idParams,
    body: emptyBody,
    response: { 200: notification },
  },
  markAllRead: {
    tags,
    security,
    summary: 'Mark all your notifications read',
    body: emptyBody,
    response: { 200: { type: 'object', properties: { updated: { type: 'integer' } } } },
  },
};
