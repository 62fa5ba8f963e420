import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { realtime } from 'shared-events';
import type { TableLogEntry, TableLogResponse, TableStateFrame, TableView } from 'shared-events/contracts';
import { fetchTableLog, tableLogKey } from '../../api/table-log.api';
import { logLine, mergeLog, type LogLine } from './hand-log';

/**
 * The table's hand log: read from the server when the table opens (so a reload keeps it), then each `table:state`
 * frame's new entries added to the same cache entry. After a gap in the frames (the channel read its snapshot again
 * and went on from there) the log is read again.
 */
export function useHandLog(view: Pick<TableView, 'tableId'>): LogLine[] {
  const { tableId } = view;
  const queryClient = useQueryClient();
  const key = tableLogKey(tableId);
  const query = useQuery({
    queryKey: key,
    // Entries a frame brought while the log was being read are kept.
    queryFn: async (): Promise<TableLogResponse> => {
      const read = await fetchTableLog(tableId);
      const known = queryClient.getQueryData<TableLogResponse>(key)?.entries ?? [];
      return { tableId, entries: mergeLog(known, read.entries) };
    },
  });

  useEffect(() => {
    const add = (entries: readonly TableLogEntry[]) =>
      queryClient.setQueryData<TableLogResponse>(tableLogKey(tableId), (log) => ({ tableId, entries: mergeLog(log?.entries ?? [], entries) }));
    // No snapshot asked for (the table's view has it): frames skipped over a gap say the log missed entries.
    let lastSeq: number | undefined;
    return realtime.subscribe(`table:${tableId}`, {
      onFrame: (frame) => {
        if (lastSeq !== undefined && frame.seq > lastSeq + 1) void queryClient.invalidateQueries({ queryKey: tableLogKey(tableId) });
        lastSeq = frame.seq;
        const entries = frame.event === 'table:state' ? (frame.data as Partial<TableStateFrame>).log : undefined;
        if (entries && entries.length > 0) add(entries);
      },
    });
  }, [queryClient, tableId]);

  const entries = query.data?.entries;
  return useMemo(() => (entries ?? []).map(logLine), [entries]);
}
