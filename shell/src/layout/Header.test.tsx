import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, sessionStore } from 'shared-events';
import { fakeApi, restoreApi } from 'shared-events/testing';
import { queryClient } from 'shared-events/query';
import type { SessionUser } from 'shared-events/contracts';
import { ShellRouter } from '../routing/ShellRouter';
import { Header } from './Header';
import { seatChanged } from './your-table-seat';

// The bell is another module's parcel; the header's own behaviour is what is tested here.
jest.mock('../federation/RemoteParcel', () => ({ __esModule: true, default: () => null }));

const user: SessionUser = {
  id: 7,
  username: 'river_queen',
  email: 'rq@example.com',
  firstName: 'Rita',
  country: 'Malta',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
};

function renderHeader(path = '/tournaments') {
  window.history.replaceState(null, '', path);
  return render(<Header />, { wrapper: ShellRouter });
}

const NOT_SEATED = { 'GET /api/users/tables': () => ({ status: 200, body: { tables: [] } }) };

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  sessionStore.setState({ status: 'ready', token: null, user: null });
  fakeApi(NOT_SEATED);
});
afterEach(restoreApi);

test('hides its content while the auth state loads', () => {
  sessionStore.setState({ status: 'loading' });
  renderHeader();
  expect(screen.queryByText('Log In')).not.toBeInTheDocument();
  expect(screen.queryByText('Tournaments')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
});

test('offers Log In and Sign Up to visitors, with the main links', () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/tournaments');
  expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(screen.getByRole('link', { name: 'Learn Poker' })).toHaveAttribute('href', '/learn');
});

// First of the logged-in tests: the avatar menu's code has not loaded yet in this file.
test('a logged-in header appears whole at once: the logo alone until the avatar menu is ready, then every part', async () => {
  logIn('token', user);
  renderHeader();
  expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('link', { name: 'Tournaments' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Theme' })).not.toBeInTheDocument();

  expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tournaments' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  expect(screen.getByTestId('bell-place')).toBeInTheDocument();
});

test('a logged-in user gets the avatar menu; Log out ends the session, goes home and has the server revoke the token', async () => {
  const sent: string[] = [];
  fakeApi({
    'POST /api/auth/logout': (_body, { route }, { headers }) => {
      sent.push(`${route} ${String(headers.get('Authorization'))}`);
      return { status: 204 };
    },
  });
  logIn('token', user);
  renderHeader();
  expect(screen.queryByText('Log In')).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  expect(screen.getByText('RI')).toBeInTheDocument();
  expect(await screen.findByText('river_queen')).toBeInTheDocument();
  expect(screen.getByText('rq@example.com')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('menuitem', { name: 'Hand History' })).toHaveAttribute('href', '/hand-history');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
  expect(sessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(window.location.pathname).toBe('/');
  expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  expect(sent).toEqual(['POST /api/auth/logout Bearer token']);
});

test('the theme menu switches and remembers the theme', async () => {
  renderHeader();
  await userEvent.click(screen.getByRole('button', { name: 'Theme' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Light' }));
  expect(localStorage.getItem('themeMode')).toBe('light');
});

test('on narrow screens the links are in a menu that navigates and closes', async () => {
  renderHeader('/');
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const learn = await screen.findByRole('menuitem', { name: 'Learn Poker' });
  expect(screen.getByRole('menuitem', { name: 'Tournaments' })).toHaveAttribute('href', '/tournaments');
  await userEvent.click(learn);
  expect(window.location.pathname).toBe('/learn');
});

test('offers Back to my table on every page while the player is seated, but not at that table itself', async () => {
  const sent = fakeApi({
    'GET /api/users/tables': () => ({ status: 200, body: { tables: [{ tableId: 5, tournamentId: 12, tournamentName: 'Sunday Million' }] } }),
  });
  logIn('token', user);
  renderHeader('/tournaments');
  // One link for a phone (an icon named by its label) and one for wider screens.
  const links = await screen.findAllByRole('link', { name: 'Back to my table' });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/game/5', '/game/5']);

  cleanup();
  renderHeader('/game/5');
  await screen.findByRole('button', { name: 'Account menu' });
  await waitFor(() => expect(sent.filter((request) => request.route === 'GET /api/users/tables').length).toBeGreaterThan(0));
  expect(screen.queryByRole('link', { name: 'Back to my table' })).not.toBeInTheDocument();
});

test('shows no Back to my table to a player who sits nowhere', async () => {
  const sent = fakeApi(NOT_SEATED);
  logIn('token', user);
  renderHeader('/tournaments');
  await screen.findByRole('button', { name: 'Account menu' });
  await waitFor(() => expect(sent.some((request) => request.route === 'GET /api/users/tables')).toBe(true));
  expect(screen.queryByRole('link', { name: 'Back to my table' })).not.toBeInTheDocument();
});

test('asks where the player sits again when their channel says they were dealt in at another table, or moved', () => {
  const dealt = (tableId: number) => ({
    channel: 'user:7' as const,
    seq: 1,
    event: 'table:private',
    data: { view: { tableId, handNumber: 1, seat: 3, cards: [] } },
  });
  expect(seatChanged(dealt(9), undefined)).toBe(true);
  expect(seatChanged(dealt(9), 4)).toBe(true);
  // Every hand at the table already known brings a frame: no new read for those.
  expect(seatChanged(dealt(9), 9)).toBe(false);
  const moved = { channel: 'user:7' as const, seq: 2, event: 'table:moved', data: { tournamentId: 12, fromTableId: 9, toTableId: 4, seat: 2 } };
  expect(seatChanged(moved, 9)).toBe(true);
});
