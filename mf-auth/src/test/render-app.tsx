import { render, screen, waitFor } from '@testing-library/react';
import { currentLocation, navigate, toastStore } from 'shared-ui';
import { QueryProvider } from 'shared-events/query';
import { App } from '../App';

/** Renders the module's routes at `path` (with optional navigation state) in the page's cache, as the shell mounts them, once the screen's code has loaded. */
export async function renderApp(path: string, state?: unknown) {
  navigate(path, { replace: true, state });
  const view = render(<App />, { wrapper: QueryProvider });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading...' })).toBeNull());
  return view;
}

/** Where the page is now (the screens navigate through the page's one history). */
export function location() {
  return currentLocation();
}

export function toastMessages(): { severity: string; message: string }[] {
  return toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
}
