import { lazy } from 'react';
import { DeclaredRoutes } from 'shared-ui/remote';
import { RoomsQueryProvider } from './api/RoomsQueryProvider';
import declared from './routes.json';

const TournamentRoomsPage = lazy(() => import('./rooms-page/TournamentRoomsPage'));
const GameStagePage = lazy(() => import('./gamestage/GameStagePage'));
const RoomPage = lazy(() => import('./table/RoomPage'));
const HandHistoryPage = lazy(() => import('./hand-history/HandHistoryPage'));

/** The screen of each route this module declares in routes.json (SPEC §2). */
const SCREENS = {
  '/tournaments/:tournamentId/rooms': <TournamentRoomsPage />,
  '/gamestage/:tournamentId': <GameStagePage />,
  '/game/:roomId': <RoomPage />,
  '/hand-history': <HandHistoryPage />,
};

export function App() {
  return (
    <RoomsQueryProvider>
      <DeclaredRoutes routes={declared.routes} screens={SCREENS} />
    </RoomsQueryProvider>
  );
}
