import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus, followTournament, useSession, type EventName } from 'shared-events';
import { LOBBY_CACHE_MS } from 'shared-events/contracts';
import { lobbyKey } from '../../api/tournament-queries';

/** The events about one tournament that change its lobby tabs. */
const LOBBY_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'tournament:roomsUpdate',
  'tournament:registrationUpdate',
  'tournament:statusUpdate',
  'tournament:ended',
  'tournament:resultsPublished',
]);

/**
 * The lobby tabs follow the tournament's channel while they show a tournament not over: its room updates come with
 * every seating, bust, place and table move (the director sends them), and the page on screen is read again.
 * Registrations, status changes and results arrive on the lobby's channel, which invalidates every tournament query
 * already. The server answers from a lobby computed up to LOBBY_CACHE_MS earlier, which may predate the event:
 * the page is read once more when that copy has expired (after the last of a burst of events), so the tabs end on
 * the state the events told of, even when the tournament is over by then. The channels are a signed-in user's; a
 * visitor's tabs are read when the page opens.
 */
export function useLiveLobby(tournamentId: number, live: boolean): void {
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.token !== null);
  const lastRead = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(lastRead.current), []);
  useEffect(() => {
    if (!live || !signedIn) return;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: lobbyKey(tournamentId) });
    const stop = followTournament(tournamentId);
    const subscription = eventBus.all().subscribe(({ type, payload }) => {
      if (!LOBBY_EVENTS.has(type) || (payload as { tournamentId?: number }).tournamentId !== tournamentId) return;
      if (type === 'tournament:roomsUpdate') readAgain();
      clearTimeout(lastRead.current);
      lastRead.current = setTimeout(readAgain, LOBBY_CACHE_MS);
    });
    return () => {
      subscription.unsubscribe();
      stop();
    };
  }, [live, signedIn, queryClient, tournamentId]);
}
