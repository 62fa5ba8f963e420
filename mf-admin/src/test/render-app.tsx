import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderAt } from 'shared-ui/testing';
import { App } from '../App';

/** Renders the module's routes at `path`, as the shell mounts them, once the screen's code has loaded. */
export async function renderApp(path: string) {
  const view = renderAt(<App />, path);
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading...' })).toBeNull(), { timeout: 10_000 });
  return view;
}

/** Where the module's router is now. */
export function location() {
  return currentLocation();
}
