export type Layout = 'shared' | 'fullscreen' | 'bare';

export type RouteTarget =
  | { kind: 'remote'; remote: string; module: string }
  | { kind: 'page'; page: 'landing' | 'dashboard' | 'learn' | 'about' | 'not-found' };

export interface RouteEntry {
  path: string;
  target: RouteTarget;
  layout: Layout;
}

const remote = (name: string, module = 'app'): RouteTarget => ({ kind: 'remote', remote: name, module });
const page = (name: Extract<RouteTarget, { kind: 'page' }>['page']): RouteTarget => ({ kind: 'page', page: name });

/** SPEC §2 route table. Order matters: the first match wins. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', target: page('landing'), layout: 'fullscreen' },
  { path: '/dashboard', target: page('dashboard'), layout: 'shared' },
  { path: '/learn', target: page('learn'), layout: 'shared' },
  { path: '/about', target: page('about'), layout: 'shared' },
  { path: '/login', target: remote('mf_auth'), layout: 'bare' },
  { path: '/register', target: remote('mf_auth'), layout: 'bare' },
  { path: '/email-verification', target: remote('mf_auth'), layout: 'bare' },
  { path: '/profile', target: remote('mf_auth'), layout: 'shared' },
  { path: '/tournaments', target: remote('mf_tournaments'), layout: 'shared' },
  { path: '/tournaments/:tournamentId/rooms', target: remote('mf_rooms'), layout: 'shared' },
  { path: '/tournaments/:id', target: remote('mf_tournaments'), layout: 'shared' },
  { path: '/gamestage/:tournamentId', target: remote('mf_rooms'), layout: 'shared' },
  { path: '/game/:roomId', target: remote('mf_rooms'), layout: 'shared' },
  { path: '/hand-history', target: remote('mf_rooms'), layout: 'shared' },
];

export const NOT_FOUND: RouteEntry = { path: '*', target: page('not-found'), layout: 'bare' };

/** Whole-path match; `:name` matches one non-empty segment; a trailing slash is ignored. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const split = (path: string) => path.split('/').filter(Boolean);
  const expected = split(pattern);
  const actual = split(pathname);
  return expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

export function resolveRoute(pathname: string): RouteEntry {
  return ROUTES.find((route) => matchesPath(route.path, pathname)) ?? NOT_FOUND;
}
