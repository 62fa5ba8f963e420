import { screen, waitFor } from '@testing-library/react';
import { toastStore } from 'shared-ui';
import { currentLocation, renderAt, type RouterEntry } from 'shared-ui/testing';
import { App } from '../App';

/**
 * Renders the module's routes at `path` (with optional navigation state and earlier entries), as the shell mounts
 * them, once the screen's code has loaded.
 */
export async function renderApp(path: string, state?: unknown, history?: readonly RouterEntry[]) {
  const view = renderAt(<App />, path, state, history);
  // A screen's first render loads its lazy module: in a test run with a cold transform cache (a fresh clone), that
  // compiles its whole module tree first, well beyond waitFor's default second on a loaded two-core machine.
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading...' })).toBeNull(), { timeout: 10_000 });
  return view;
}

/** Where the module's router is now (the screens navigate through it). */
export function location() {
  return currentLocation();
}

export function toastMessages(): { severity: string; message: string }[] {
  return toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
}
