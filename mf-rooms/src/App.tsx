import { ComingSoonPage } from 'shared-ui';
import { DeclaredRoutes } from 'shared-ui/remote';
import declared from './routes.json';

/** The screen of each route this module declares in routes.json (SPEC §2). Until a screen lands, it says what it will hold. */
const SCREENS = {
  '/tournaments/:tournamentId/rooms': <ComingSoonPage title="Tournament Rooms" description="The rooms of this tournament will be listed here." />,
  '/gamestage/:tournamentId': <ComingSoonPage title="Game Stage" description="The tournament lobby and its game rooms will be shown here." />,
  '/game/:roomId': <ComingSoonPage title="Poker Table" description="The table of this room will be shown here." />,
  '/hand-history': <ComingSoonPage title="Hand History" description="Your recent hands will be listed here." />,
};

export function App() {
  return <DeclaredRoutes routes={declared.routes} screens={SCREENS} />;
}
