import { render } from '@testing-library/react';
import { currentLocation, navigate, toastStore } from 'shared-ui';
import { App } from '../App';

/** Renders the module's routes at `path` (with optional navigation state), as the shell mounts them. */
export function renderApp(path: string, state?: unknown) {
  navigate(path, { replace: true, state });
  return render(<App />);
}

/** Where the page is now (the screens navigate through the page's one history). */
export function location() {
  return currentLocation();
}

export function toastMessages(): { severity: string; message: string }[] {
  return toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
}
