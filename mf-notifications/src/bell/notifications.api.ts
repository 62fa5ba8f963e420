import { http, type NotificationListResponse } from 'shared-events';

/** SPEC §9: ten notifications a page. */
export const NOTIFICATION_PAGE_SIZE = 10;

export async function fetchNotifications(page: number): Promise<Pick<NotificationListResponse, 'rows' | 'count' | 'unreadCount'>> {
  const { data } = await http.get<NotificationListResponse>('/api/users/notifications', {
    params: { page, limit: NOTIFICATION_PAGE_SIZE },
  });
  const rows = Array.isArray(data.rows) ? data.rows : [];
  const unreadCount = Number(data.unreadCount);
  return {
    rows,
    count: Number(data.count) || 0,
    unreadCount: Number.isFinite(unreadCount) ? unreadCount : rows.filter((row) => !row.readAt).length,
  };
}

export async function markNotificationRead(id: number): Promise<void> {
  await http.post(`/api/users/notifications/${id}/read`, {});
}
