import { useCallback, useEffect } from 'react';
import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { eventBus, type NotificationPayload } from 'shared-events';
import { usePagedQuery } from 'shared-events/query';
import { fetchNotifications, markNotificationRead, NOTIFICATION_PAGE_SIZE } from './notifications.api';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const notificationPageKey = (page: number) => [...NOTIFICATIONS_KEY, page] as const;
const MARK_READ_KEY = [...NOTIFICATIONS_KEY, 'mark-read'] as const;

type NotificationPage = Awaited<ReturnType<typeof fetchNotifications>>;

/** Every cached page carries the totals, so a change to them is written to each page read so far. */
function updateEveryPage(queryClient: QueryClient, update: (page: NotificationPage, pageNumber: number) => NotificationPage): void {
  for (const [key, page] of queryClient.getQueriesData<NotificationPage>({ queryKey: NOTIFICATIONS_KEY })) {
    const pageNumber = key[1];
    if (page && typeof pageNumber === 'number') queryClient.setQueryData(key, update(page, pageNumber));
  }
}

/** A live `notification` counts at once, and joins the first page. */
function addLive(queryClient: QueryClient, notification: NotificationPayload): void {
  updateEveryPage(queryClient, (page, pageNumber) => ({
    count: page.count + 1,
    unreadCount: page.unreadCount + (notification.readAt ? 0 : 1),
    rows: pageNumber === 1 ? [notification, ...page.rows.filter((row) => row.id !== notification.id)].slice(0, NOTIFICATION_PAGE_SIZE) : page.rows,
  }));
}

function markedRead(queryClient: QueryClient, id: number): void {
  const readAt = new Date().toISOString();
  updateEveryPage(queryClient, (page) => ({
    ...page,
    rows: page.rows.map((row) => (row.id === id ? { ...row, readAt } : row)),
    unreadCount: Math.max(0, page.unreadCount - 1),
  }));
}

/**
 * The bell's data: one page of notifications, the total, the unread count and mark-as-read. Read when the bell
 * mounts (for the badge), when the menu opens and when the page changes (SPEC §2: never served from the cache
 * alone); a live `notification` bumps the counts at once. Failures are silent and not retried (SPEC §8): the bell
 * keeps what it had and only the spinner stops.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const { page, setPage, query } = usePagedQuery({ pageKey: notificationPageKey, fetchPage: fetchNotifications, staleTime: 0, retry: false });

  useEffect(() => {
    const subscription = eventBus.on('notification').subscribe((notification) => addLive(queryClient, notification));
    return () => subscription.unsubscribe();
  }, [queryClient]);

  const markReadMutation = useMutation({
    mutationKey: MARK_READ_KEY,
    mutationFn: markNotificationRead,
    onSuccess: (_answer, id) => markedRead(queryClient, id),
  });
  const marking: ReadonlySet<number> = new Set(
    useMutationState({ filters: { mutationKey: MARK_READ_KEY, status: 'pending' }, select: (mutation) => mutation.state.variables as number }),
  );
  const { mutateAsync } = markReadMutation;
  // Ignored on purpose: only the spinner stops.
  const markRead = useCallback((id: number) => mutateAsync(id).catch(() => undefined), [mutateAsync]);
  const { refetch } = query;
  const refresh = useCallback(() => refetch(), [refetch]);

  return {
    page,
    showPage: setPage,
    refresh,
    rows: query.data?.rows ?? [],
    count: query.data?.count ?? 0,
    unread: query.data?.unreadCount ?? 0,
    loading: query.isFetching,
    marking,
    markRead,
  };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
