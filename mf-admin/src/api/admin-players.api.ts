import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { AdminLedgerPage, AdminPlayer, AdminPlayerDetail, AdminPlayerPage } from 'shared-events/contracts';

/** Rows a page of the players' list and of a player's ledger. */
export const PLAYERS_PAGE_SIZE = 25;

export function usePlayers(search: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'players', search, page],
    queryFn: async () => {
      const trimmed = search.trim();
      const params = { ...(trimmed === '' ? {} : { search: trimmed }), page, pageSize: PLAYERS_PAGE_SIZE };
      return (await http.get<AdminPlayerPage>('/api/admin/players', { params })).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(id: number) {
  return useQuery({ queryKey: ['admin', 'player', id], queryFn: async () => (await http.get<AdminPlayerDetail>(`/api/admin/players/${id}`)).data });
}

export function usePlayerLedger(id: number, page: number) {
  return useQuery({
    queryKey: ['admin', 'player', id, 'ledger', page],
    queryFn: async () => (await http.get<AdminLedgerPage>(`/api/admin/players/${id}/ledger`, { params: { page, pageSize: PLAYERS_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Suspends or reinstates a player, with the operator's reason; the player's pages are read again. */
export function useSuspension(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ suspend, reason }: { suspend: boolean; reason: string }) =>
      (await http.post<AdminPlayer>(`/api/admin/players/${id}/${suspend ? 'suspend' : 'reinstate'}`, { reason })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
