import type { RemoteRoute } from 'shared-events';
import { composeRouteTable, NOT_FOUND, resolveRoute, type RemoteRouteDeclarations } from './route-table';

const route = (path: string, layout: RemoteRoute['layout'], session: RemoteRoute['session']): RemoteRoute => ({
  path,
  module: 'app',
  layout,
  session,
});

/** What the remotes declare in their routes.json (SPEC §2), in /remotes.json order. */
const SPEC_DECLARATIONS: RemoteRouteDeclarations[] = [
  {
    remote: 'mf_auth',
    routes: [
      route('/login', 'bare', 'optional'),
      route('/register', 'bare', 'optional'),
      route('/email-verification', 'bare', 'optional'),
      route('/profile', 'shared', 'required'),
    ],
  },
  { remote: 'mf_tournaments', routes: [route('/tournaments', 'shared', 'optional'), route('/tournaments/:id', 'shared', 'optional')] },
  {
    remote: 'mf_rooms',
    routes: [
      route('/tournaments/:tournamentId/rooms', 'shared', 'required'),
      route('/gamestage/:tournamentId', 'shared', 'required'),
      route('/game/:roomId', 'shared', 'required'),
      route('/hand-history', 'shared', 'required'),
    ],
  },
];

const table = composeRouteTable(SPEC_DECLARATIONS);
const resolve = (path: string) => resolveRoute(path, table) ?? NOT_FOUND;

describe('resolveRoute', () => {
  it.each([
    ['/', 'page', 'landing'],
    ['/login', 'remote', 'mf_auth'],
    ['/email-verification', 'remote', 'mf_auth'],
    ['/profile', 'remote', 'mf_auth'],
    ['/tournaments', 'remote', 'mf_tournaments'],
    ['/tournaments/12', 'remote', 'mf_tournaments'],
    ['/tournaments/12/rooms', 'remote', 'mf_rooms'],
    ['/gamestage/3', 'remote', 'mf_rooms'],
    ['/game/7', 'remote', 'mf_rooms'],
    ['/hand-history', 'remote', 'mf_rooms'],
    ['/learn', 'page', 'learn'],
    ['/nowhere', 'page', 'not-found'],
    ['/tournaments/1/rooms/extra', 'page', 'not-found'],
  ])('%s → %s %s', (path, kind, name) => {
    const { target } = resolve(path);
    expect(target.kind).toBe(kind);
    expect(target.kind === 'remote' ? target.remote : target.page).toBe(name);
  });

  it('puts auth screens and the 404 outside the shared layout', () => {
    expect(resolve('/login').layout).toBe('bare');
    expect(resolve('/register').layout).toBe('bare');
    expect(resolve('/nope').layout).toBe('bare');
    expect(resolve('/tournaments').layout).toBe('shared');
  });

  it('carries each route’s session rule, the dashboard’s included (SPEC §6)', () => {
    for (const path of ['/dashboard', '/profile', '/hand-history', '/gamestage/3', '/game/7', '/tournaments/1/rooms']) {
      expect([path, resolve(path).session]).toEqual([path, 'required']);
    }
    for (const path of ['/', '/learn', '/about', '/login', '/register', '/email-verification', '/tournaments', '/tournaments/4']) {
      expect([path, resolve(path).session]).toEqual([path, 'optional']);
    }
  });

  it('knows only the shell pages before any remote has declared its routes', () => {
    const shellOnly = composeRouteTable([]);
    expect(resolveRoute('/about', shellOnly)?.target).toEqual({ kind: 'page', page: 'about' });
    expect(resolveRoute('/tournaments', shellOnly)).toBeUndefined();
  });
});

describe('composeRouteTable', () => {
  it('tries a fixed segment before a parameter, whatever the declaration order', () => {
    const declarations = [
      { remote: 'mf_late', routes: [route('/tournaments/:id', 'shared', 'optional'), route('/tournaments/new', 'bare', 'required')] },
    ];
    const composed = composeRouteTable(declarations);
    expect(resolveRoute('/tournaments/new', composed)?.layout).toBe('bare');
    expect(resolveRoute('/tournaments/7', composed)?.layout).toBe('shared');
  });

  it('keeps the first declaration of a path and says which one is shadowed', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const composed = composeRouteTable([
      { remote: 'mf_one', routes: [route('/about', 'shared', 'optional'), route('/x/:a', 'shared', 'optional')] },
      { remote: 'mf_two', routes: [route('/x/:b', 'bare', 'optional')] },
    ]);
    expect(resolveRoute('/about', composed)?.target).toEqual({ kind: 'page', page: 'about' });
    expect(resolveRoute('/x/1', composed)?.target).toEqual({ kind: 'remote', remote: 'mf_one', module: 'app' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/x/:b (mf_two) is never reached'));
    warn.mockRestore();
  });
});
