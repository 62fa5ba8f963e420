import { ComingSoonPage } from 'shared-ui';
import { DeclaredRoutes } from 'shared-ui/remote';
import declared from './routes.json';

/** The screen of each route this module declares in routes.json (SPEC §2). Until a screen lands, it says what it will hold. */
const SCREENS = {
  '/tournaments': (
    <ComingSoonPage title="Tournament Lobby" description="Scheduled No-Limit Hold'em and Pot-Limit Omaha tournaments will be listed here." />
  ),
  '/tournaments/:id': <ComingSoonPage title="Tournament" description="Tournament details will be shown here." />,
};

export function App() {
  return <DeclaredRoutes routes={declared.routes} screens={SCREENS} />;
}
