import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toastStore } from 'shared-ui';
import { App } from '../App';

let currentLocation: ReturnType<typeof useLocation> | undefined;

function LocationSpy() {
  const seen = useLocation();
  useEffect(() => {
    currentLocation = seen;
  }, [seen]);
  return null;
}

/** Renders the module's routes at `path` (with optional navigation state), as the shell mounts them. */
export function renderApp(path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <App />
      <LocationSpy />
    </MemoryRouter>,
  );
}

export function location() {
  if (!currentLocation) throw new Error('renderApp first');
  return currentLocation;
}

export function toastMessages(): { severity: string; message: string }[] {
  return toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
}
