import { http } from 'shared-events';
import type { HandHistoryResponse } from 'shared-events/contracts';
import { usePagedQuery } from 'shared-events/query';

/** SPEC §2 Hand history: ten hands a page, like every paged list of the platform. */
export const HAND_HISTORY_PAGE_SIZE = 10;

export const handHistoryKey = (page: number) => ['hand-history', page] as const;

export async function fetchHandHistory(page: number): Promise<HandHistoryResponse> {
  const { data } = await http.get<HandHistoryResponse>('/api/users/hand-history', { params: { page, limit: HAND_HISTORY_PAGE_SIZE } });
  return data;
}

/** The player's hands, a page at a time. */
export function useHandHistory() {
  return usePagedQuery({ pageKey: handHistoryKey, fetchPage: fetchHandHistory });
}
