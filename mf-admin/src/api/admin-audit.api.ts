import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { AdminAuditPage } from 'shared-events/contracts';

/** Entries a page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

export interface AuditQuery {
  action: string;
  page: number;
}

export async function fetchAuditLog(query: AuditQuery): Promise<AdminAuditPage> {
  const action = query.action.trim();
  const { data } = await http.get<AdminAuditPage>('/api/admin/audit', {
    params: { ...(action === '' ? {} : { action }), page: query.page, pageSize: AUDIT_PAGE_SIZE },
  });
  return data;
}

/** One page of the operators' actions, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({ queryKey: ['admin', 'audit', query], queryFn: () => fetchAuditLog(query), placeholderData: keepPreviousData });
}
