import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { HandHistoryResponse } from 'shared-events/contracts';

/** SPEC §2 Hand history: ten hands a page, like every paged list of the platform. */
export const HAND_HISTORY_PAGE_SIZE = 10;

export const handHistoryKey = (page: number) => ['hand-history', page] as const;

export async function fetchHandHistory(page: number): Promise<HandHistoryResponse> {
  const { data } = await http.get<HandHistoryResponse>('/api/users/hand-history', { params: { page, limit: HAND_HISTORY_PAGE_SIZE } });
  return data;
}

/** One page of the player's hands; the page shown stays while the next one loads, so the table does not blank. */
export function useHandHistory(page: number) {
  return useQuery({ queryKey: handHistoryKey(page), queryFn: () => fetchHandHistory(page), placeholderData: keepPreviousData });
}
