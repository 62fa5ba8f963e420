import { matchRoutes } from 'shared-ui/router';
import type { RemoteRoute, RouteLayout, SessionRequirement } from 'shared-events';

export type ShellPage = 'landing' | 'dashboard' | 'learn' | 'about' | 'not-found' | 'pending';

export type RouteTarget = { kind: 'remote'; remote: string; module: string } | { kind: 'page'; page: ShellPage };

export interface RouteEntry {
  path: string;
  target: RouteTarget;
  layout: RouteLayout;
  session: SessionRequirement;
}

const page = (name: ShellPage): RouteTarget => ({ kind: 'page', page: name });

/** The shell's own screens (SPEC §2). Every other route is declared by the remote that owns it (its routes.json). */
export const SHELL_ROUTES: readonly RouteEntry[] = [
  { path: '/', target: page('landing'), layout: 'fullscreen', session: 'optional' },
  { path: '/dashboard', target: page('dashboard'), layout: 'shared', session: 'required' },
  { path: '/learn', target: page('learn'), layout: 'shared', session: 'optional' },
  { path: '/about', target: page('about'), layout: 'shared', session: 'optional' },
];

export const NOT_FOUND: RouteEntry = { path: '*', target: page('not-found'), layout: 'bare', session: 'optional' };

/** A path no known route matches while some remotes' routes are still on their way: it may yet be theirs. */
export const PENDING: RouteEntry = { path: '*', target: page('pending'), layout: 'bare', session: 'optional' };

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

export interface RemoteRouteDeclarations {
  remote: string;
  routes: readonly RemoteRoute[];
}

const shape = (path: string) =>
  segments(path)
    .map((segment) => (isParam(segment) ? ':' : segment))
    .join('/');

function warnAboutShadowedRoutes(table: readonly RouteEntry[]): void {
  const seen = new Map<string, RouteEntry>();
  for (const route of table) {
    const first = seen.get(shape(route.path));
    const owner = (entry: RouteEntry) => (entry.target.kind === 'remote' ? entry.target.remote : 'the shell');
    if (first) console.warn(`[shell] ${route.path} (${owner(route)}) is never reached: ${first.path} (${owner(first)}) matches first`);
    else seen.set(shape(route.path), route);
  }
}

/** The shell's pages and every remote's declared routes, in declaration order (React Router ranks them). */
export function composeRouteTable(remotes: readonly RemoteRouteDeclarations[]): RouteEntry[] {
  const declared = remotes.flatMap(({ remote, routes }) =>
    routes.map(({ path, module, layout, session }): RouteEntry => ({ path, target: { kind: 'remote', remote, module }, layout, session })),
  );
  const table = [...SHELL_ROUTES, ...declared];
  warnAboutShadowedRoutes(table);
  return table;
}

/**
 * The route that draws `pathname`: React Router's ranking (a fixed segment before a `:param`, then the declaration
 * order), so the shell picks the same route a remote's own `<Routes>` does.
 */
export function resolveRoute(pathname: string, table: readonly RouteEntry[]): RouteEntry | undefined {
  return matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    pathname,
  )?.[0]?.route.entry;
}
