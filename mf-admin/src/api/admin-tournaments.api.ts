import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-events';
import type {
  AdminTournament,
  AdminTournamentPage,
  AdminTournamentSort,
  AdminTournamentStatusFilter,
  CancelTournamentResponse,
  CreateTournamentRequest,
  TournamentDetail,
} from 'shared-events/contracts';

/** Rows a page of the back office's tournament table. */
export const ADMIN_TOURNAMENTS_PAGE_SIZE = 25;

export interface TournamentListQuery {
  search: string;
  status: AdminTournamentStatusFilter | 'all';
  sort: AdminTournamentSort;
  order: 'asc' | 'desc';
  page: number;
}

export async function fetchAdminTournaments(query: TournamentListQuery): Promise<AdminTournamentPage> {
  const search = query.search.trim();
  const { data } = await http.get<AdminTournamentPage>('/api/admin/tournaments', {
    params: {
      ...(search === '' ? {} : { search }),
      ...(query.status === 'all' ? {} : { status: query.status }),
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: ADMIN_TOURNAMENTS_PAGE_SIZE,
    },
  });
  return data;
}

/** One page of every tournament (deleted ones included), as the operator searched, filtered and sorted it. */
export function useAdminTournaments(query: TournamentListQuery) {
  return useQuery({ queryKey: ['admin', 'tournaments', query], queryFn: () => fetchAdminTournaments(query), placeholderData: keepPreviousData });
}

/** A tournament with every field the form edits (the public detail: deleted ones are gone from it). */
export async function fetchTournament(id: number): Promise<TournamentDetail> {
  const { data } = await http.get<TournamentDetail>(`/api/tournaments/${id}`);
  return data;
}

export function useTournament(id: number | undefined) {
  return useQuery({ queryKey: ['admin', 'tournament', id], queryFn: () => fetchTournament(id!), enabled: id !== undefined });
}

/** Creates a tournament, or changes one (`id`): the list is read again either way. */
export function useSaveTournament(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateTournamentRequest) =>
      id === undefined
        ? (await http.post<AdminTournament>('/api/admin/tournaments', request)).data
        : (await http.put<AdminTournament>(`/api/admin/tournaments/${id}`, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Cancels (every registration refunded) or deletes a tournament; the answer says what was refunded. */
export function useEndTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, how }: { id: number; how: 'cancel' | 'delete' }) =>
      how === 'cancel'
        ? (await http.post<CancelTournamentResponse>(`/api/admin/tournaments/${id}/cancel`)).data
        : (await http.delete<CancelTournamentResponse>(`/api/admin/tournaments/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
