import { createRoot } from 'react-dom/client';
import { PokerThemeProvider } from 'shared-ui';
import { App } from './App';
import { composeRemotes } from './composition/composition.store';
import { startSession } from './session/start-session';

function main(): void {
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
