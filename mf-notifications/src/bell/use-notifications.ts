import { useCallback, useEffect, useRef, useState } from 'react';
import { eventBus, type NotificationPayload } from 'shared-events';
import { fetchNotifications, markNotificationRead, NOTIFICATION_PAGE_SIZE } from './notifications.api';

/**
 * The bell's data: one page of notifications, the total, the unread count and mark-as-read. Fetched when the bell
 * mounts (for the badge), when the menu opens and when the page changes; a live `notification` bumps the counts at
 * once. Failures are silently ignored (SPEC §8): the bell keeps what it had and only the spinner stops.
 */
export function useNotifications() {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<NotificationPayload[]>([]);
  const [count, setCount] = useState(0);
  const [unread, setUnread] = useState(0);
  const [loading, setLoading] = useState(false);
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  const latest = useRef(0);

  // Only the answer sets state, so the mount effect below renders nothing before it.
  const load = useCallback((target: number) => {
    const request = ++latest.current;
    const current = () => request === latest.current;
    return fetchNotifications(target)
      .then(
        (result) => {
          if (!current()) return;
          setRows(result.rows);
          setCount(result.count);
          setUnread(result.unreadCount);
        },
        () => {
          // Ignored on purpose (SPEC §8).
        },
      )
      .finally(() => {
        if (current()) setLoading(false);
      });
  }, []);

  useEffect(() => {
    void load(1);
  }, [load]);

  useEffect(() => {
    const subscription = eventBus.on('notification').subscribe((notification) => {
      setCount((current) => current + 1);
      if (!notification.readAt) setUnread((current) => current + 1);
      if (page === 1) {
        setRows((current) => [notification, ...current.filter((row) => row.id !== notification.id)].slice(0, NOTIFICATION_PAGE_SIZE));
      }
    });
    return () => subscription.unsubscribe();
  }, [page]);

  const showPage = useCallback(
    (target: number) => {
      setLoading(true);
      setPage(target);
      return load(target);
    },
    [load],
  );
  const refresh = useCallback(() => showPage(page), [showPage, page]);

  const markRead = useCallback(async (id: number) => {
    setMarking((current) => new Set(current).add(id));
    try {
      await markNotificationRead(id);
      const readAt = new Date().toISOString();
      setRows((current) => current.map((row) => (row.id === id ? { ...row, readAt } : row)));
      setUnread((current) => Math.max(0, current - 1));
    } catch {
      // Ignored on purpose: only the spinner stops.
    } finally {
      setMarking((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  return { page, showPage, refresh, rows, count, unread, loading, marking, markRead };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
