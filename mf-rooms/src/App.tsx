import { lazy } from 'react';
import { DeclaredRoutes } from 'shared-ui/remote';
import declared from './routes.json';
// The table is in the module's first script (a lazy screen cost two more round trips before its first paint on a cold
// visit); the other screens load with their route.
import RoomPage from './room/RoomPage';

const TournamentRoomsPage = lazy(() => import('./rooms-page/TournamentRoomsPage'));
const GameStagePage = lazy(() => import('./gamestage/GameStagePage'));
const HandHistoryPage = lazy(() => import('./hand-history/HandHistoryPage'));
const HandReplayPage = lazy(() => import('./hand-history/HandReplayPage'));
const FairnessPage = lazy(() => import('./fairness/FairnessPage'));

/** The screen of each route this module declares in routes.json (SPEC §2). */
const SCREENS = {
  '/tournaments/:tournamentId/rooms': <TournamentRoomsPage />,
  '/gamestage/:tournamentId': <GameStagePage />,
  '/game/:roomId': <RoomPage />,
  '/hand-history': <HandHistoryPage />,
  '/hand-history/:handId': <HandReplayPage />,
  '/fairness': <FairnessPage />,
};

export function App() {
  return <DeclaredRoutes routes={declared.routes} screens={SCREENS} />;
}
