import { http } from 'shared-events';
import type { HandHistoryResponse } from 'shared-events/contracts';
import { usePagedQuery } from 'shared-events/query';

/** SPEC §2 Hand history: ten hands a page, like every paged list of the platform. */
export const HAND_HISTORY_PAGE_SIZE = 10;

export const handHistoryKey = (page: number, tournamentId?: number) => ['hand-history', tournamentId ?? 'all', page] as const;

export async function fetchHandHistory(page: number, tournamentId?: number): Promise<HandHistoryResponse> {
  const { data } = await http.get<HandHistoryResponse>('/api/users/hand-history', {
    params: { page, limit: HAND_HISTORY_PAGE_SIZE, ...(tournamentId === undefined ? {} : { tournamentId }) },
  });
  return data;
}

/** The player's hands (of one tournament when given), a page at a time. */
export function useHandHistory(tournamentId?: number) {
  return usePagedQuery({ pageKey: (page) => handHistoryKey(page, tournamentId), fetchPage: (page) => fetchHandHistory(page, tournamentId) });
}
