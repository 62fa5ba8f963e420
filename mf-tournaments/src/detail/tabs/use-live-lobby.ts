import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus, followTournament, useSession } from 'shared-events';
import { lobbyKey } from '../../api/tournament-queries';

/**
 * The lobby tabs follow the tournament's channel while they show a tournament not over: its room updates come with
 * every seating, bust, place and table move (the director sends them), and the tabs are read again. Registrations,
 * status changes and results arrive on the lobby's channel, which invalidates every tournament query already.
 * The channels are a signed-in user's; a visitor's tabs are read when the page opens.
 */
export function useLiveLobby(tournamentId: number, live: boolean): void {
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.token !== null);
  useEffect(() => {
    if (!live || !signedIn) return;
    const stop = followTournament(tournamentId);
    const subscription = eventBus.on('tournament:roomsUpdate').subscribe((update) => {
      if (update.tournamentId === tournamentId) void queryClient.invalidateQueries({ queryKey: lobbyKey(tournamentId) });
    });
    return () => {
      subscription.unsubscribe();
      stop();
    };
  }, [live, signedIn, queryClient, tournamentId]);
}
