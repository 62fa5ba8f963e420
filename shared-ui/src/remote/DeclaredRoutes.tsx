import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
// Through the package name: this file is bundled into each remote, the spinner is the page's one shared copy.
import { CenteredSpinner } from 'shared-ui';

/** The part of a routes.json route a remote's own router needs. */
export interface DeclaredRoute {
  path: string;
  module: string;
}

export interface DeclaredRoutesProps {
  /** The `routes` of the remote's routes.json: the one place its paths are written. */
  routes: readonly DeclaredRoute[];
  /** The exposed module these routes belong to. */
  module?: string;
  /** The screen of each declared path of that module. */
  screens: Readonly<Record<string, ReactNode>>;
}

/**
 * A remote's routes, built from the ones it declares to the shell, so a new screen is one routes.json entry and
 * one screen here. A declared path without a screen is a mistake shown at once (the section's error panel), not
 * a silently empty page. Paths the module does not own render nothing: the shell decides what is mounted where.
 * React Router ranks the patterns (`/tables/new` before `/tables/:id`), as it does in the shell. Rendered inside the
 * remote's own router (each parcel's `BrowserRouter`, a test's `MemoryRouter`).
 */
export function DeclaredRoutes({ routes, module = 'app', screens }: DeclaredRoutesProps) {
  const own = routes.filter((route) => route.module === module);
  for (const route of own) {
    if (!(route.path in screens)) throw new Error(`${route.path} is declared in routes.json but has no screen`);
  }
  return (
    <Routes>
      {own.map((route) => (
        // A screen may load its code on first show (React.lazy).
        <Route key={route.path} path={route.path} element={<Suspense fallback={<CenteredSpinner />}>{screens[route.path]}</Suspense>} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
