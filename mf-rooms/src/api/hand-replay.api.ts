import { useQuery } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { HandHistoryTournament, HandReplay } from 'shared-events/contracts';

export const handReplayKey = (handId: number) => ['hand-history', 'hand', handId] as const;

/** GET /api/users/hand-history/{id}: one of the player's hands, to review (a hand never changes once recorded). */
export function useHandReplay(handId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: handReplayKey(handId),
    queryFn: async () => (await http.get<HandReplay>(`/api/users/hand-history/${handId}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The tournaments the player has hands in: the history's filter. */
export function useHandHistoryTournaments() {
  return useQuery({
    queryKey: ['hand-history', 'tournaments'] as const,
    queryFn: async () => (await http.get<HandHistoryTournament[]>('/api/users/hand-history/tournaments')).data,
  });
}
