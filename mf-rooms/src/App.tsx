import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from 'shared-ui';

/** The routes this module owns (SPEC §2). Screens arrive with their issues; until then each route says what it will hold. */
export function App() {
  return (
    <Routes>
      <Route path="/tournaments/:tournamentId/rooms" element={<ComingSoonPage title="Tournament Rooms" description="The rooms of this tournament will be listed here." />} />
      <Route path="/gamestage/:tournamentId" element={<ComingSoonPage title="Game Stage" description="The tournament lobby and its game rooms will be shown here." />} />
      <Route path="/game/:roomId" element={<ComingSoonPage title="Poker Table" description="The table of this room will be shown here." />} />
      <Route path="/hand-history" element={<ComingSoonPage title="Hand History" description="Your recent hands will be listed here." />} />
    </Routes>
  );
}
