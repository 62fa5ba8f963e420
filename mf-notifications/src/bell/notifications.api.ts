import { http, type NotificationListResponse } from 'shared-events';
import { NOTIFICATION_PAGE_SIZE } from './pagination';

export async function fetchNotifications(page: number): Promise<Pick<NotificationListResponse, 'rows' | 'count'>> {
  const { data } = await http.get<NotificationListResponse>('/api/users/notifications', {
    params: { page, limit: NOTIFICATION_PAGE_SIZE },
  });
  return { rows: Array.isArray(data.rows) ? data.rows : [], count: Number(data.count) || 0 };
}

export async function markNotificationRead(id: number): Promise<void> {
  await http.post(`/api/users/notifications/${id}/read`, {});
}
