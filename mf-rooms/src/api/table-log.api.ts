import { http } from 'shared-events';
import type { TableLogResponse } from 'shared-events/contracts';

export const tableLogKey = (tableId: number) => ['table', tableId, 'log'] as const;

/** GET /api/tables/{id}/log: the public log of the table's last hands, oldest first. */
export async function fetchTableLog(tableId: number): Promise<TableLogResponse> {
  const { data } = await http.get<TableLogResponse>(`/api/tables/${tableId}/log`);
  return data;
}
