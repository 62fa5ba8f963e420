import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from 'shared-ui';

/** The routes this module owns (SPEC §2). Screens arrive with their issues; until then each route says what it will hold. */
export function App() {
  return (
    <Routes>
      <Route path="/tournaments" element={<ComingSoonPage title="Tournament Lobby" description="Scheduled No-Limit Hold'em and Pot-Limit Omaha tournaments will be listed here." />} />
      <Route path="/tournaments/:id" element={<ComingSoonPage title="Tournament" description="Tournament details will be shown here." />} />
    </Routes>
  );
}
