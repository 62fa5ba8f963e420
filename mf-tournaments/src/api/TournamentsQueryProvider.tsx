import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { useLiveTournaments } from './live-tournaments';

function LiveTournaments({ children }: { children: ReactNode }) {
  useLiveTournaments();
  return children;
}

/** Every root this module mounts (the screens and each dashboard widget) reads the one cache and follows live events. */
export function TournamentsQueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveTournaments>{children}</LiveTournaments>
    </QueryClientProvider>
  );
}
