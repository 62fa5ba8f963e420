import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { eventBus } from 'shared-events';

interface Page<Row> {
  rows: Row[];
}

/**
 * A row the server pushed takes its place in every cached page that lists it; one that no page lists yet (a new
 * deposit) makes the pages read again, so it shows where the server sorts it.
 */
export function applyPushedRow<Row extends { id: number }>(queryClient: QueryClient, key: QueryKey, row: Row): void {
  let listed = false;
  queryClient.setQueriesData<Page<Row>>({ queryKey: key }, (page) => {
    if (!page?.rows.some((shown) => shown.id === row.id)) return page;
    listed = true;
    return { ...page, rows: page.rows.map((shown) => (shown.id === row.id ? row : shown)) };
  });
  if (!listed) void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * While a screen shows a list of `event`'s rows, the pushes keep its cached pages current. `key` and `onRow` are
 * module constants of the caller's, so the subscription lasts as long as the screen.
 */
export function useLiveRows(
  event: 'wallet:deposit' | 'wallet:withdrawal',
  key: QueryKey,
  onRow?: (queryClient: QueryClient, row: { state: string }) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = eventBus.on(event).subscribe((row) => {
      applyPushedRow(queryClient, key, row);
      onRow?.(queryClient, row);
    });
    return () => subscription.unsubscribe();
  }, [queryClient, event, key, onRow]);
}
