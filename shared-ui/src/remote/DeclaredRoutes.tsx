import { Suspense, type ReactNode } from 'react';
// Through the package name: this file is bundled into each remote, the navigation state is the page's one copy.
import { CenteredSpinner, compareRouteSpecificity, matchPath, RouteParamsContext, usePathname } from 'shared-ui';

/** The part of a routes.json route a remote's own router needs. */
export interface DeclaredRoute {
  path: string;
  module: string;
}

export interface DeclaredRoutesProps {
  /** The `routes` of the remote's routes.json: the one place its paths are written. */
  routes: readonly DeclaredRoute[];
  /** The exposed module this router belongs to. */
  module?: string;
  /** The screen of each declared path of that module. */
  screens: Readonly<Record<string, ReactNode>>;
}

/**
 * A remote's router, built from the routes it declares to the shell, so a new screen is one routes.json entry and
 * one screen here. A declared path without a screen is a mistake shown at once (the section's error panel), not
 * a silently empty page. Paths the module does not own render nothing: the shell decides what is mounted where.
 * Where two patterns match, the more specific wins (`/tables/new` before `/tables/:id`), as in the shell.
 */
export function DeclaredRoutes({ routes, module = 'app', screens }: DeclaredRoutesProps) {
  const pathname = usePathname();
  const own = routes.filter((route) => route.module === module);
  for (const route of own) {
    if (!(route.path in screens)) throw new Error(`${route.path} is declared in routes.json but has no screen`);
  }
  for (const route of [...own].sort((a, b) => compareRouteSpecificity(a.path, b.path))) {
    const params = matchPath(route.path, pathname);
    if (params) {
      return (
        <RouteParamsContext.Provider key={route.path} value={params}>
          {/* A screen may load its code on first show (React.lazy). */}
          <Suspense fallback={<CenteredSpinner />}>{screens[route.path]}</Suspense>
        </RouteParamsContext.Provider>
      );
    }
  }
  return null;
}
