import { DeclaredRoutes } from 'shared-ui/remote';
import { LiveTournaments } from './api/live-tournaments';
import declared from './routes.json';

// Both screens are in the module's first script: lazy, each cost two more round trips on a cold visit (the screen's
// chunk, then the shared MUI pieces it uses) before its heading could paint (measured LCP under slow 4G).
import TournamentLobbyPage from './lobby/TournamentLobbyPage';
import TournamentDetailPage from './detail/TournamentDetailPage';

/** The screen of each route this module declares in routes.json (SPEC §2). */
const SCREENS = {
  '/tournaments': <TournamentLobbyPage />,
  '/tournaments/:id': <TournamentDetailPage />,
};

export function App() {
  return (
    <LiveTournaments>
      <DeclaredRoutes routes={declared.routes} screens={SCREENS} />
    </LiveTournaments>
  );
}
