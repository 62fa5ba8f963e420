import type { NotificationPayload } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import {
  insertForTournamentPlayers,
  insertNotification,
  toNotificationPayload,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository';

export type NotifyServices = { db: Database; realtime: Realtime; now: Clock };

/**
 * Stores a notification for one user and pushes it live (`notification`). With a dedupKey it is stored and
 * sent at most once per user; answers undefined when it had already been.
 */
export async function notify(services: NotifyServices, userId: number, notification: NewNotification): Promise<NotificationPayload | undefined> {
  const row = await insertNotification(services.db, userId, notification, services.now());
  return row && pushNotification(services, row);
}

/** The same notification, once, to every registered player of a tournament; answers what was newly sent. */
export async function notifyTournamentPlayers(
  services: NotifyServices,
  tournamentId: number,
  notification: NewNotification & { dedupKey: string },
  options: { registeredBefore?: Date } = {},
): Promise<NotificationRow[]> {
  const rows = await insertForTournamentPlayers(services.db, tournamentId, notification, services.now(), options);
  for (const row of rows) pushNotification(services, row);
  return rows;
}

/** Pushes a stored notification to its user's sockets (a domain that stored it in its own transaction, after the commit). */
export function pushNotification(services: Pick<NotifyServices, 'realtime'>, row: NotificationRow): NotificationPayload {
  const payload = toNotificationPayload(row);
  services.realtime.toUser(row.user_id, 'notification', payload);
  return payload;
}
