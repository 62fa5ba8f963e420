import { useEffect, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { eventBus, type EventName } from 'shared-events';
import { TOURNAMENTS_KEY } from './tournament-queries';

/** SPEC §4: every live tournament event refreshes the tournament data on screen (toasts belong to mf-notifications). */
const LIVE_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'tournament:statusUpdate',
  'tournament:registrationUpdate',
  'tournament:created',
  'tournament:started',
  'tournament:reminder',
  'tournament:ended',
  'tournament:resultsPublished',
  'tournaments:snapshot',
  'socket:connected',
]);

const followed = new WeakSet<QueryClient>();

/**
 * From the first screen of this module on, for the page's life: the lobby's channel is followed for the page's life
 * too, and what this module read stays in the cache when its screens are gone (a player at a table). Marked stale
 * then, it is read again as soon as a screen shows it: a tournament that ended while its player sat at the final
 * table never shows "Running" on its page. Only what a screen shows is read at once.
 */
function followLiveTournaments(queryClient: QueryClient): void {
  if (followed.has(queryClient)) return;
  followed.add(queryClient);
  eventBus.all().subscribe(({ type }) => {
    if (LIVE_EVENTS.has(type)) void queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
  });
}

export function useLiveTournaments(): void {
  const queryClient = useQueryClient();
  useEffect(() => followLiveTournaments(queryClient), [queryClient]);
}

/** Every root of this module that shows tournaments (its screens, the dashboard section) follows the live events. */
export function LiveTournaments({ children }: { children: ReactNode }) {
  useLiveTournaments();
  return children;
}
