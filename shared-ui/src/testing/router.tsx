import { useEffect, type ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { QueryProvider } from 'shared-events/query';
import { MemoryRouter, parsePath, useLocation, useNavigate, type Location, type NavigateFunction, type To } from 'shared-ui/router';

let shown: Location | undefined;
let navigateFromTest: NavigateFunction | undefined;

/** Records where the router under test is, and lends the test its navigate. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    shown = location;
    navigateFromTest = navigate;
  }, [location, navigate]);
  return null;
}

export interface RouterEntry {
  path: string;
  /** What the screen that navigated here handed over (e.g. the e-mail to verify). */
  state?: unknown;
}

/**
 * A router for the screens under test, as a remote's own router would be (inside the page's one query cache, as
 * every root is): at `path` with the navigation state a previous screen handed over. Earlier `history` entries make
 * Back go somewhere inside the page.
 */
export function routerAt(path: string, state?: unknown, history: readonly RouterEntry[] = []) {
  const entries = [...history, { path, state }].map((entry) => ({ ...parsePath(entry.path), state: entry.state }));
  // A location left by an earlier test must not answer for this one.
  shown = undefined;
  return function TestRouter({ children }: { children: ReactNode }) {
    return (
      <QueryProvider>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1} useTransitions={false}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </QueryProvider>
    );
  };
}

/** Renders `ui` at `path` (with optional navigation state) inside a router. */
export function renderAt(ui: ReactNode, path: string, state?: unknown, history?: readonly RouterEntry[]): RenderResult {
  return render(ui, { wrapper: routerAt(path, state, history) });
}

/** Where the router under test is now: the screens navigate through it. */
export function currentLocation(): Location {
  if (!shown) throw new Error('No screen is rendered inside routerAt()/renderAt()');
  return shown;
}

/** Moves the router under test, as a link elsewhere on the page would. */
export function navigateTo(to: To | number, options?: { replace?: boolean; state?: unknown }): void {
  const navigate = navigateFromTest;
  if (!navigate) throw new Error('No screen is rendered inside routerAt()/renderAt()');
  act(() => {
    if (typeof to === 'number') void navigate(to);
    else void navigate(to, options);
  });
}
