import { createRoot } from 'react-dom/client';
import { addErrorHandler, start } from 'single-spa';
import { PokerThemeProvider } from 'shared-ui';
import { App } from './App';
import { fetchRemotesManifest, registerRemoteModules } from './federation/remotes';
import { startSession } from './session/start-session';

async function main(): Promise<void> {
  // Keeps each parcel's router and the shell's in step (DESIGN.md, measured).
  start({ urlRerouteOnly: true });
  // Parcel failures are shown in place by RemoteParcel; this only keeps them from surfacing as uncaught errors.
  addErrorHandler((error) => console.error('[shell] module error:', error.message));
  void startSession();
  try {
    registerRemoteModules(await fetchRemotesManifest());
  } catch (error) {
    // Every remote route then shows its Retry panel; the shell itself keeps working.
    console.error('[shell] /remotes.json could not be loaded:', error);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <PokerThemeProvider baseline>
      <App />
    </PokerThemeProvider>,
  );
}

void main();
