import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from 'shared-ui';

/** The routes this module owns (SPEC §2). Screens arrive with their issues; until then each route says what it will hold. */
export function App() {
  return (
    <Routes>
      <Route path="*" element={<ComingSoonPage title="Wallet" description="Your USDT wallet will be shown here." />} />
    </Routes>
  );
}
