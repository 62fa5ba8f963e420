import type { NotificationPayload } from 'shared-events/contracts';
import type { Queryable } from '../db/database';

export interface NotificationRow {
  id: number;
  user_id: number;
  type: string;
  title: string;
  body: string;
  data: NotificationPayload['data'];
  send_at: Date;
  read_at: Date | null;
  is_sent: boolean;
}

export interface NewNotification {
  type: string;
  title: string;
  body: string;
  data?: NotificationPayload['data'];
  /** Once per user and key, however many times or processes try (notifications_user_dedup). */
  dedupKey?: string;
}

/** JSON as text, cast in SQL: PGlite and pg would otherwise encode objects differently. */
const jsonParam = (value: unknown) => (value == null ? null : JSON.stringify(value));

const COLUMNS = 'id, user_id, type, title, body, data, send_at, read_at, is_sent';

export function toNotificationPayload(row: NotificationRow): NotificationPayload {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    sendAt: new Date(row.send_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    isSent: row.is_sent,
    data: row.data ?? null,
  };
}

/** The stored row, or undefined when this user already has the dedup key. */
export async function insertNotification(
  db: Queryable,
  userId: number,
  notification: NewNotification,
  at: Date,
): Promise<NotificationRow | undefined> {
  const { rows } = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, type, title, body, data, send_at, is_sent, dedup_key)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, true, $7)
     ON CONFLICT (user_id, dedup_key) WHERE dedup_key IS NOT NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [userId, notification.type, notification.title, notification.body, jsonParam(notification.data), at, notification.dedupKey ?? null],
  );
  return rows[0];
}

/**
 * The same notification for every registered player of a tournament, in one statement; returns only the
 * rows this call inserted, so a concurrent run in another process never makes a player receive it twice.
 */
export async function insertForTournamentPlayers(
  db: Queryable,
  tournamentId: number,
  notification: NewNotification & { dedupKey: string },
  at: Date,
  options: { registeredBefore?: Date } = {},
): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, type, title, body, data, send_at, is_sent, dedup_key)
     SELECT r.user_id, $2::text, $3::text, $4::text, $5::text::jsonb, $6::timestamptz, true, $7::text
       FROM tournament_registrations r
      WHERE r.tournament_id = $1 AND r.state <> 'left'
        AND ($8::timestamptz IS NULL OR r.registered_at < $8::timestamptz)
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = r.user_id AND n.dedup_key = $7::text)
     ON CONFLICT (user_id, dedup_key) WHERE dedup_key IS NOT NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      tournamentId,
      notification.type,
      notification.title,
      notification.body,
      jsonParam(notification.data),
      at,
      notification.dedupKey,
      options.registeredBefore ?? null,
    ],
  );
  return rows;
}

export async function listNotifications(
  db: Queryable,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; count: number; unreadCount: number }> {
  const [page, totals] = await Promise.all([
    db.query<NotificationRow>(`SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY send_at DESC, id DESC LIMIT $2 OFFSET $3`, [
      userId,
      limit,
      offset,
    ]),
    db.query<{ count: string; unread: string }>(
      'SELECT count(*) AS count, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM notifications WHERE user_id = $1',
      [userId],
    ),
  ]);
  return { rows: page.rows, count: Number(totals.rows[0].count), unreadCount: Number(totals.rows[0].unread) };
}

/** Sets read_at once (a repeated call keeps the first time); undefined when the user has no such notification. */
export async function markNotificationRead(db: Queryable, userId: number, id: number, at: Date): Promise<NotificationRow | undefined> {
  const { rows } = await db.query<NotificationRow>(
    `UPDATE notifications SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, at],
  );
  return rows[0];
}

export async function markAllNotificationsRead(db: Queryable, userId: number, at: Date): Promise<number> {
  const { rowCount } = await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, at]);
  return rowCount;
}
