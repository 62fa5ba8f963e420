import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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

export function useLiveTournaments(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = eventBus.all().subscribe(({ type }) => {
      if (LIVE_EVENTS.has(type)) void queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
}

/** Every root of this module that shows tournaments (its screens, the dashboard section) follows the live events. */
export function LiveTournaments({ children }: { children: ReactNode }) {
  useLiveTournaments();
  return children;
}
