import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn, sessionStore } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { App } from './App';
import { composeRemotes, compositionStore } from './composition/composition.store';
import { fakeFetch } from './test/fake-remotes';
import { fakeApi, restoreApi } from 'shared-events/testing';

// A parcel stands for the remote module the shell would mount there; which one, and where, is what is tested.
jest.mock('./federation/RemoteParcel', () => ({
  __esModule: true,
  default: ({ remote, module, props }: { remote: string; module: string; props?: object }) => (
    <div data-testid="parcel" data-props={props && JSON.stringify(props)}>{`${remote}/${module}`}</div>
  ),
}));
jest.mock('./federation/remotes', () => ({ registerRemoteModules: jest.fn() }));

const user: SessionUser = {
  id: 3,
  username: 'dealer_dan',
  email: 'dan@example.com',
  firstName: 'Dan',
  country: 'Ireland',
  avatar: null,
  balance: 25,
  role: 'player',
  registeredTournamentIds: [4, 9],
};

const route = (path: string, session: 'required' | 'optional' | 'admin', layout = 'shared') => ({ path, module: 'app', layout, session });

/** /remotes.json as the server answers it: routes and extensions inlined. */
const INLINED = {
  mf_auth: { entry: '/remotes/mf-auth/remoteEntry.js', routes: [route('/login', 'optional', 'bare'), route('/profile', 'required')], extensions: [] },
  mf_rooms: { entry: '/remotes/mf-rooms/remoteEntry.js', routes: [route('/game/:roomId', 'required'), route('/hand-history', 'required')] },
  mf_notifications: { entry: '/remotes/mf-notifications/remoteEntry.js', extensions: [{ slot: 'header.bell', module: 'bell', session: 'required' }] },
  mf_admin: { entry: '/remotes/mf-admin/remoteEntry.js', routes: [route('/admin', 'admin'), route('/admin/tournaments', 'admin')], extensions: [] },
  mf_wallet: {
    entry: '/remotes/mf-wallet/remoteEntry.js',
    extensions: [
      { slot: 'dashboard.widgets', module: 'walletCard', order: 10, session: 'required' },
      { slot: 'page.dialogs', module: 'depositOnRequest', order: 10, session: 'required', mountOn: 'wallet:depositRequested' },
    ],
  },
};

const parcels = () => screen.queryAllByTestId('parcel').map((parcel) => parcel.textContent);

async function openApp(path: string, manifest: object = INLINED) {
  fakeFetch({ '/remotes.json': manifest });
  window.history.replaceState(null, '', path);
  render(<App />);
  await act(() => composeRemotes());
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'ready', token: null, user: null });
  compositionStore.setState(compositionStore.getInitialState(), true);
  toastStore.setState({ toasts: [] });
  // The header asks where a signed-in player sits ("Back to my table"): nowhere, here.
  fakeApi({ 'GET /api/users/tables': () => ({ status: 200, body: { tables: [] } }) });
});
afterEach(restoreApi);

test.each(['/profile', '/hand-history', '/game/7', '/dashboard'])('a visitor opening %s is sent to /login, replacing the entry', async (path) => {
  const entries = window.history.length;
  await openApp(path);
  expect(window.location.pathname).toBe('/login');
  expect(window.history.length).toBe(entries);
  expect(parcels()).toEqual(['mf_auth/app']);
  expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Please log in to access this page']);
});

test('a logged-in player gets the protected route, the bell in the header, the page-wide dialogs and the dashboard widgets', async () => {
  logIn('token', user);
  await openApp('/game/7');
  expect(window.location.pathname).toBe('/game/7');
  // The deposit dialog waits for its bus event: a page where nobody asks for it never fetches the wallet module.
  expect(parcels()).toEqual(['mf_notifications/bell', 'mf_rooms/app']);
  act(() => eventBus.emit('wallet:depositRequested', { suggestedAmount: 12.5 }));
  expect(parcels()).toEqual(['mf_notifications/bell', 'mf_rooms/app', 'mf_wallet/depositOnRequest']);
  expect(screen.getAllByTestId('parcel')[2]).toHaveAttribute('data-props', JSON.stringify({ trigger: { suggestedAmount: 12.5 } }));
  act(() => eventBus.emit('wallet:depositRequested', {}));
  expect(parcels()).toEqual(['mf_notifications/bell', 'mf_rooms/app', 'mf_wallet/depositOnRequest']);
  await act(async () => window.history.pushState(null, '', '/dashboard'));
  await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(await screen.findByRole('heading', { name: 'Welcome, Dan' })).toBeInTheDocument();
  expect(within(screen.getByTestId('dashboard-widgets')).getByTestId('parcel')).toHaveTextContent('mf_wallet/walletCard');
});

test('Log out on a screen that needs a session goes home, not to /login', async () => {
  logIn('token', user);
  await openApp('/game/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
  expect(window.location.pathname).toBe('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Where Legends Are Forged' })).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([]);
});

test('slots that need a session stay empty for a visitor', async () => {
  await openApp('/about');
  expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
  expect(parcels()).toEqual([]);
});

test('while /remotes.json is on its way an unknown path shows a spinner, then the remote’s screen or the 404', async () => {
  const network = fakeFetch({ '/remotes.json': INLINED }, ['/remotes.json']);
  window.history.replaceState(null, '', '/profile');
  logIn('token', user);
  render(<App />);
  const composing = composeRemotes();
  expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  expect(screen.queryByText('404')).not.toBeInTheDocument();
  await act(async () => {
    network.release('/remotes.json');
    await composing;
  });
  expect(parcels()).toEqual(['mf_notifications/bell', 'mf_auth/app']);
  await act(async () => window.history.pushState(null, '', '/nowhere'));
  await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(await screen.findByText('404')).toBeInTheDocument();
});

describe('the back office (issue #26)', () => {
  it('is mounted for an admin, and listed in their account menu', async () => {
    logIn('token', { ...user, role: 'admin' });
    await openApp('/admin/tournaments');
    expect(parcels()).toEqual(['mf_notifications/bell', 'mf_admin/app']);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    expect(window.location.pathname).toBe('/admin');
    expect(parcels()).toEqual(['mf_notifications/bell', 'mf_admin/app']);
  });

  it('does not exist for a player: the not-found page, no admin module, no Admin in the menu', async () => {
    logIn('token', user);
    await openApp('/admin/tournaments');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(parcels()).toEqual([]);
    await act(async () => window.history.pushState(null, '', '/hand-history'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Hand History' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends a visitor to log in, as every page that needs a session does', async () => {
    await openApp('/admin');
    expect(window.location.pathname).toBe('/login');
    expect(parcels()).toEqual(['mf_auth/app']);
  });
});
