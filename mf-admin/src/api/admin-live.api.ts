import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, followTournament, http } from 'shared-events';
import type { AdminLiveResponse, MovePlayerRequest, MovePlayerResponse } from 'shared-events/contracts';

export const LIVE = ['admin', 'live'] as const;

/**
 * Read again this often even when no event says so: stacks change with every hand and the clock moves on, and no
 * event is sent for either.
 */
export const LIVE_REFRESH_MS = 10_000;

/** Every tournament in play with its tables, read again every LIVE_REFRESH_MS and on the events that change it. */
export function useLiveTournaments() {
  return useQuery({
    queryKey: LIVE,
    queryFn: async () => (await http.get<AdminLiveResponse>('/api/admin/live')).data,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/**
 * The list is read again at once when a tournament starts, ends or changes status (the lobby's channel, which every
 * signed-in page follows), and when the tables of a tournament shown change: a seating, a bust, a move or a table
 * broken (each one's channel, followed while it is shown).
 */
export function useLiveUpdates(tournamentIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const key = tournamentIds.join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: LIVE });
    const stops = ids.map((id) => followTournament(id));
    const subscriptions = [
      eventBus.on('tournament:roomsUpdate').subscribe((update) => {
        if (ids.includes(update.tournamentId)) refresh();
      }),
      ...(['tournament:started', 'tournament:ended', 'tournament:statusUpdate'] as const).map((event) => eventBus.on(event).subscribe(refresh)),
    ];
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      stops.forEach((stop) => stop());
    };
  }, [key, queryClient]);
}

/** Moves a seated player to another table of the tournament when their hand ends; the list shows the move at once. */
export function useMovePlayer(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MovePlayerRequest) =>
      (await http.post<MovePlayerResponse>(`/api/admin/tournaments/${tournamentId}/move`, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIVE }),
  });
}
