import { createRoot } from 'react-dom/client';
import { addErrorHandler, start } from 'single-spa';
import { PokerThemeProvider } from 'shared-ui';
import { App } from './App';
import { composeRemotes } from './composition/composition.store';
import { startSession } from './session/start-session';

function main(): void {
  // Keeps each parcel's router and the shell's in step (DESIGN.md, measured).
  start({ urlRerouteOnly: true });
  // Parcel failures are shown in place by RemoteParcel; this only keeps them from surfacing as uncaught errors.
  addErrorHandler((error) => console.error('[shell] module error:', error.message));
  void startSession();
  // The shell's own pages paint at once; the remotes' routes and slots join as their declarations arrive.
  void composeRemotes();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <PokerThemeProvider baseline>
      <App />
    </PokerThemeProvider>,
  );
}

main();
