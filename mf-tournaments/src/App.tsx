import { lazy } from 'react';
import { DeclaredRoutes } from 'shared-ui/remote';
import { TournamentsQueryProvider } from './api/TournamentsQueryProvider';
import declared from './routes.json';

const TournamentLobbyPage = lazy(() => import('./lobby/TournamentLobbyPage'));
const TournamentDetailPage = lazy(() => import('./detail/TournamentDetailPage'));

/** The screen of each route this module declares in routes.json (SPEC §2). */
const SCREENS = {
  '/tournaments': <TournamentLobbyPage />,
  '/tournaments/:id': <TournamentDetailPage />,
};

export function App() {
  return (
    <TournamentsQueryProvider>
      <DeclaredRoutes routes={declared.routes} screens={SCREENS} />
    </TournamentsQueryProvider>
  );
}
