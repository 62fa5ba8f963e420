import { resolveRoute } from '../routing/route-table';
import { registerRemoteModules } from '../federation/remotes';
import { fakeFetch } from '../test/fake-remotes';
import { composeRemotes, compositionStore } from './composition.store';

jest.mock('../federation/remotes', () => ({ registerRemoteModules: jest.fn() }));

const TOURNAMENTS_ROUTES = {
  routes: [
    { path: '/tournaments', module: 'app', layout: 'shared', session: 'optional' },
    { path: '/tournaments/:id', module: 'app', layout: 'shared', session: 'optional' },
  ],
  extensions: [{ slot: 'dashboard.widgets', module: 'upcomingCard', order: 20, session: 'required' }],
};
const WALLET_ROUTES = { extensions: [{ slot: 'dashboard.widgets', module: 'walletCard', order: 10, session: 'required' }] };

const target = (path: string) => resolveRoute(path, compositionStore.getState().routeTable)?.target;
const widgets = () => compositionStore.getState().extensions.filter((extension) => extension.slot === 'dashboard.widgets');
let errors: jest.SpyInstance;

beforeEach(() => {
  compositionStore.setState(compositionStore.getInitialState(), true);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

test('an entry URL alone: the remote’s routes.json is read beside its entry, on its own host', async () => {
  const network = fakeFetch({
    '/remotes.json': { mf_tournaments: 'https://cdn.example.com/tournaments/2.1.0/remoteEntry.js', mf_wallet: '/remotes/mf-wallet/remoteEntry.js' },
    'https://cdn.example.com/tournaments/2.1.0/routes.json': TOURNAMENTS_ROUTES,
    'http://localhost/remotes/mf-wallet/routes.json': WALLET_ROUTES,
  });
  await composeRemotes();
  expect(network.requested).toEqual([
    '/remotes.json',
    'https://cdn.example.com/tournaments/2.1.0/routes.json',
    'http://localhost/remotes/mf-wallet/routes.json',
  ]);
  expect(registerRemoteModules).toHaveBeenCalledWith([
    { name: 'mf_tournaments', entry: 'https://cdn.example.com/tournaments/2.1.0/remoteEntry.js' },
    { name: 'mf_wallet', entry: 'http://localhost/remotes/mf-wallet/remoteEntry.js' },
  ]);
  expect(target('/tournaments/5')).toEqual({ kind: 'remote', remote: 'mf_tournaments', module: 'app' });
  expect(widgets().map(({ remote, module }) => `${remote}/${module}`)).toEqual(['mf_wallet/walletCard', 'mf_tournaments/upcomingCard']);
  expect(compositionStore.getState().status).toBe('ready');
});

test('routes inlined in /remotes.json need no other request', async () => {
  const network = fakeFetch({ '/remotes.json': { mf_tournaments: { entry: '/remotes/mf-tournaments/remoteEntry.js', ...TOURNAMENTS_ROUTES } } });
  await composeRemotes();
  expect(network.requested).toEqual(['/remotes.json']);
  expect(target('/tournaments')).toEqual({ kind: 'remote', remote: 'mf_tournaments', module: 'app' });
});

test('adding a screen and a dashboard widget is an edit of the remote’s own routes.json, nothing else', async () => {
  const withNewScreen = {
    ...TOURNAMENTS_ROUTES,
    routes: [...TOURNAMENTS_ROUTES.routes, { path: '/tournaments/:id/results', module: 'results', layout: 'shared', session: 'required' }],
    extensions: [...TOURNAMENTS_ROUTES.extensions, { slot: 'dashboard.widgets', module: 'leaderboard', order: 5 }],
  };
  fakeFetch({ '/remotes.json': { mf_tournaments: { entry: '/remotes/mf-tournaments/remoteEntry.js', ...withNewScreen } } });
  await composeRemotes();
  expect(resolveRoute('/tournaments/5/results', compositionStore.getState().routeTable)).toMatchObject({
    target: { kind: 'remote', remote: 'mf_tournaments', module: 'results' },
    session: 'required',
  });
  expect(widgets().map(({ module }) => module)).toEqual(['leaderboard', 'upcomingCard']);
});

test('a remote whose routes.json cannot be read is left out, with a clear log; the others are composed', async () => {
  fakeFetch({
    '/remotes.json': {
      mf_tournaments: 'https://down.example.com/remoteEntry.js',
      mf_wallet: { entry: '/remotes/mf-wallet/remoteEntry.js', ...WALLET_ROUTES },
    },
  });
  await composeRemotes();
  expect(target('/tournaments')).toBeUndefined();
  expect(widgets().map(({ remote }) => remote)).toEqual(['mf_wallet']);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('mf_tournaments: its routes and slots are unknown'), expect.any(Error));
  expect(compositionStore.getState().status).toBe('ready');
});

test('without /remotes.json the shell pages still work and composing ends', async () => {
  fakeFetch({});
  await composeRemotes();
  expect(target('/about')).toEqual({ kind: 'page', page: 'about' });
  expect(compositionStore.getState()).toMatchObject({ status: 'ready', extensions: [] });
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('/remotes.json could not be loaded'), expect.any(Error));
});
