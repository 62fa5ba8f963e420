import { useEffect, useState } from 'react';
import { eventBus } from 'shared-events';

/**
 * How many watch the table (`table:watchers`, sent to its followers whenever it changes and to all of them when one
 * more follows it): undefined until the server has said, and again for another table. A passing count, not a
 * channel's state, so it is kept here rather than in the query cache.
 */
export function useTableWatchers(tableId: number | null): number | undefined {
  const [count, setCount] = useState<{ tableId: number | null; watching: number | undefined }>({ tableId, watching: undefined });
  useEffect(() => {
    if (tableId === null) return;
    const subscription = eventBus.on('table:watchers').subscribe((payload) => {
      if (payload.tableId === tableId) setCount({ tableId, watching: payload.watching });
    });
    return () => subscription.unsubscribe();
  }, [tableId]);
  return count.tableId === tableId ? count.watching : undefined;
}
