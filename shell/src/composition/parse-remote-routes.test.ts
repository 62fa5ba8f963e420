import { InvalidRemoteRoutesError, parseRemoteRoutes } from './parse-remote-routes';

const problemsOf = (value: unknown): string[] => {
  try {
    parseRemoteRoutes(value);
  } catch (error) {
    if (error instanceof InvalidRemoteRoutesError) return error.problems;
    throw error;
  }
  return [];
};

test('reads routes and extensions, filling an extension’s order and session', () => {
  const parsed = parseRemoteRoutes({
    routes: [{ path: '/tournaments/:id', module: 'app', layout: 'shared', session: 'optional', comment: 'ignored' }],
    extensions: [{ slot: 'dashboard.widgets', module: 'walletCard' }],
  });
  expect(parsed).toEqual({
    routes: [{ path: '/tournaments/:id', module: 'app', layout: 'shared', session: 'optional' }],
    extensions: [{ slot: 'dashboard.widgets', module: 'walletCard', order: 0, session: 'optional' }],
  });
});

test('a remote may declare only extensions or only routes', () => {
  expect(parseRemoteRoutes({ extensions: [{ slot: 'header.bell', module: 'bell', order: 10, session: 'required' }] }).routes).toEqual([]);
  expect(parseRemoteRoutes({ routes: [] }).extensions).toEqual([]);
});

test('an extension may wait for a bus event before it is fetched', () => {
  const extension = { slot: 'page.dialogs', module: 'depositOnRequest', order: 10, session: 'required', mountOn: 'wallet:depositRequested' };
  expect(parseRemoteRoutes({ extensions: [extension] }).extensions).toEqual([extension]);
  expect(problemsOf({ extensions: [{ ...extension, mountOn: 'open the deposit' }] })).toEqual([
    'extensions[0].mountOn must name a bus event such as wallet:depositRequested',
  ]);
  expect(problemsOf({ extensions: [{ ...extension, mountOn: 7 }] })).toEqual([
    'extensions[0].mountOn must name a bus event such as wallet:depositRequested',
  ]);
});

test('a route must state whether it needs a session', () => {
  expect(problemsOf({ routes: [{ path: '/profile', module: 'app', layout: 'shared' }] })).toEqual([
    'routes[0].session must be one of required, optional, admin',
  ]);
});

test('refuses the whole file and lists every mistake', () => {
  expect(
    problemsOf({
      routes: [
        { path: 'profile', module: 'app', layout: 'shared', session: 'required' },
        { path: '/game/:roomId', module: './app', layout: 'wide', session: 'required' },
      ],
      extensions: [{ slot: '', module: 'bell', order: '1', session: 'always' }, 'bell'],
    }),
  ).toEqual([
    'routes[0].path must be a path pattern such as /tournaments/:id',
    'routes[1].module must name an exposed module',
    'routes[1].layout must be one of shared, fullscreen, bare',
    'extensions[1] must be an object',
    'extensions[0].slot must name a slot such as dashboard.widgets',
    'extensions[0].order must be a number',
    'extensions[0].session must be one of required, optional, admin',
  ]);
  expect(problemsOf([])).toEqual(['the file must be a JSON object']);
  expect(problemsOf({ routes: {} })).toEqual(['"routes" must be an array']);
});
