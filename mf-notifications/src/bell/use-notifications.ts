import { useCallback, useEffect, useState } from 'react';
import { eventBus, type NotificationPayload } from 'shared-events';
import { fetchNotifications, markNotificationRead } from './notifications.api';

/** The bell's data: one page of notifications, the total, and mark-as-read. Failures are silently ignored (SPEC §8). */
export function useNotifications() {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<NotificationPayload[]>([]);
  const [count, setCount] = useState(0);
  // The first page is requested as soon as the bell mounts.
  const [loading, setLoading] = useState(true);
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());

  // Callers raise `loading` first (from their event), so the effect below sets no state before the answer.
  const load = useCallback(
    (target: number) =>
      fetchNotifications(target)
        .then(
          (result) => {
            setRows(result.rows);
            setCount(result.count);
          },
          () => {
            // Ignored on purpose: the bell keeps what it had.
          },
        )
        .finally(() => setLoading(false)),
    [],
  );

  useEffect(() => {
    void load(page);
  }, [load, page]);

  useEffect(() => {
    const subscription = eventBus.on('notification').subscribe(() => {
      setLoading(true);
      void load(page);
    });
    return () => subscription.unsubscribe();
  }, [load, page]);

  const markRead = useCallback(async (id: number) => {
    setMarking((current) => new Set(current).add(id));
    try {
      await markNotificationRead(id);
      const readAt = new Date().toISOString();
      setRows((current) => current.map((row) => (row.id === id ? { ...row, readAt } : row)));
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

  const unread = rows.filter((row) => !row.readAt).length;
  const showPage = useCallback((target: number) => {
    setLoading(true);
    setPage(target);
  }, []);
  const reload = () => {
    setLoading(true);
    return load(page);
  };
  return { page, setPage: showPage, rows, count, loading, unread, marking, markRead, reload };
}
