import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { AdminTournament } from 'shared-events/contracts';

/**
 * Pauses a tournament in play between hands (`pause`: true) or resumes it (false); the server answers the tournament
 * after the change. The back office's lists (the live page, the tournaments) are read again.
 */
export function useTournamentPause(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pause: boolean) =>
      (await http.post<AdminTournament>(`/api/admin/tournaments/${tournamentId}/${pause ? 'pause' : 'resume'}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
