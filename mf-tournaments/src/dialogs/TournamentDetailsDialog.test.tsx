import { act, screen, waitFor, within } from '@testing-library/react';
import { eventBus, logIn, sessionStore, updateUser } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { currentLocation } from 'shared-ui/testing';
import TournamentDetailsDialog from './TournamentDetailsDialog';
import { NOW, player, tournament } from './test/fixtures';
import { advance, fakeTimerUser as user, renderWithCache, toasts } from './test/render';

beforeEach(() => jest.useFakeTimers({ now: NOW }));

function renderDialog(overrides: Parameters<typeof tournament>[0] = {}) {
  const onClose = jest.fn();
  const shown = tournament({ name: 'Midnight Turbo', ...overrides });
  renderWithCache(<TournamentDetailsDialog tournament={shown} onClose={onClose} />);
  return { onClose, shown };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

test('states what the tournament is, when it runs and how it pays', () => {
  fakeApi({});
  renderDialog({ gameType: 'PLO', durationMinutes: 90, lateRegMin: 10, players: 14, maxPlayers: 200, startingStack: 5000, blindspeed: 300 });
  const dialog = screen.getByRole('dialog', { name: /Midnight Turbo/ });
  expect(within(dialog).getByText('Registering')).toBeInTheDocument();
  expect(fact('Game type')).toHaveTextContent('Pot-Limit Omaha (PLO)');
  expect(fact('Buy-in')).toHaveTextContent('$10.00');
  expect(fact('Prize pool')).toHaveTextContent('$1,000.00 GTD');
  expect(fact('Start time')).toHaveTextContent(/Jan 1, 2030/);
  expect(fact('Late registration')).toHaveTextContent('10 minutes');
  expect(fact('Duration')).toHaveTextContent('1 hour 30 minutes');
  expect(fact('Players')).toHaveTextContent('14 / 200');
  expect(fact('Starting stack')).toHaveTextContent('5,000 chips');
  expect(fact('Blind speed')).toHaveTextContent('5 minutes per level');
  const prizes = within(screen.getByRole('list', { name: 'Prize structure' })).getAllByRole('listitem');
  expect(prizes.map((item) => item.textContent)).toEqual(['1st: 50%', '2nd: 30%', '3rd: 20%']);
});

test('Register registers the player while it is registering, busy while the call runs', async () => {
  logIn('token', player({ balance: 250 }));
  const reply = deferredReply();
  const sent = fakeApi({ 'POST /api/users/tournaments/1/register': reply.handler, 'GET /api/users/tournaments': () => ({ status: 200, body: [] }) });
  renderDialog();

  await user().click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  reply.release({ status: 200, body: { message: 'Registered', remainingBalance: 240, currency: 'USDT', tournamentPool: 150 } });

  // The session now lists the tournament: the dialog offers Unregister.
  expect(await screen.findByRole('button', { name: 'Unregister' })).toBeEnabled();
  expect(sent[0].route).toBe('POST /api/users/tournaments/1/register');
  expect(toasts()).toEqual([{ severity: 'success', message: 'Registered' }]);
  expect(sessionStore.getState().user?.registeredTournamentIds).toEqual([1]);
});

test('Unregister unregisters a registered player', async () => {
  logIn('token', player({ registeredTournamentIds: [1] }));
  const sent = fakeApi({
    'DELETE /api/users/tournaments/1/register': () => ({
      status: 200,
      body: { message: 'Unregistered', refundedAmount: 10, currency: 'USDT', remainingBalance: 260 },
    }),
  });
  renderDialog({ isRegistered: false });

  await user().click(screen.getByRole('button', { name: 'Unregister' }));
  // The query library settles the busy flag on a timer after onSuccess has updated the session: wait for both.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
  expect(sent.map((request) => request.route)).toEqual(['DELETE /api/users/tournaments/1/register']);
  expect(toasts()).toEqual([{ severity: 'success', message: 'Unregistered' }]);
  expect(sessionStore.getState().user).toMatchObject({ balance: 260, registeredTournamentIds: [] });
});

test('a failed unregistration shows the fallback toast and keeps Unregister', async () => {
  logIn('token', player({ registeredTournamentIds: [1] }));
  fakeApi({ 'DELETE /api/users/tournaments/1/register': () => ({ status: 500, body: {} }) });
  renderDialog();
  await user().click(screen.getByRole('button', { name: 'Unregister' }));
  await waitFor(() => expect(toasts()).toEqual([{ severity: 'error', message: 'Unregistration failed. Please try again.' }]));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unregister' })).toBeEnabled());
});

test('a short balance disables Register with the rule, the needed amount and Deposit in place', async () => {
  logIn('token', player({ balance: 5 }));
  fakeApi({});
  const requests: unknown[] = [];
  const subscription = eventBus.on('wallet:depositRequested').subscribe((request) => requests.push(request));
  renderDialog({ requiredBalance: 100 });
  expect(
    screen.getByText('Your balance must be at least the starting stack, 100.00 USDT, to register; only the 10.00 USDT buy-in is charged.'),
  ).toBeInTheDocument();
  expect(screen.getByText('You need at least 100.00 USDT to register. Your balance is 5.00 USDT.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  await user().click(screen.getByRole('button', { name: 'Deposit' }));
  expect(requests).toEqual([{ suggestedAmount: 95 }]);
  subscription.unsubscribe();
  act(() => updateUser({ balance: 100 }));
  expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
});

test('a visitor is told to log in; pressing Register says so', async () => {
  const sent = fakeApi({});
  renderDialog();
  expect(screen.getByText('Log in to register for this tournament.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(toasts()).toEqual([{ severity: 'error', message: 'You must be logged in to register.' }]));
  expect(sent).toEqual([]);
});

test('once running, a registered player may enter the lobby; the others get no registration buttons', async () => {
  logIn('token', player({ registeredTournamentIds: [1] }));
  fakeApi({
    'POST /api/users/tournaments/1/enter-lobby': () => ({
      status: 200,
      body: { message: 'Successfully entered lobby!', tournamentId: 1, lobbyEnteredAt: '2025-05-01T12:00:00.000Z' },
    }),
  });
  const { shown } = renderDialog({ startsInMinutes: -5 });
  expect(screen.getByText('Late Reg')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unregister' })).not.toBeInTheDocument();

  await user().click(screen.getByRole('button', { name: 'Enter Lobby' }));
  await waitFor(() =>
    expect(currentLocation()).toMatchObject({ pathname: '/gamestage/1', state: { tournament: shown, fromTournament: true, inLobby: true } }),
  );
});

test('during late registration an eliminated player may re-enter through the register call, with the server message', async () => {
  logIn('token', player({ balance: 250, registeredTournamentIds: [1] }));
  const reEntered = 'Successfully re-entered the tournament: a new stack, at a seat drawn for you.';
  const sent = fakeApi({
    'POST /api/users/tournaments/1/register': () => ({
      status: 200,
      body: { message: reEntered, remainingBalance: 240, currency: 'USDT', tournamentPool: 150 },
    }),
    'GET /api/users/tournaments': () => ({ status: 200, body: [] }),
  });
  renderDialog({ startsInMinutes: -5, isRegistered: true, canReEnter: true, maxEntries: 2 });
  expect(screen.queryByRole('button', { name: 'Enter Lobby' })).not.toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Re-enter' }));
  await waitFor(() => expect(toasts()).toEqual([{ severity: 'success', message: reEntered }]));
  expect(sent[0].route).toBe('POST /api/users/tournaments/1/register');
  expect(sessionStore.getState().user?.balance).toBe(240);
});

test('Re-enter is disabled with the needed amount when the balance is short', () => {
  logIn('token', player({ balance: 5, registeredTournamentIds: [1] }));
  fakeApi({});
  renderDialog({ startsInMinutes: -5, isRegistered: true, canReEnter: true, maxEntries: 2, requiredBalance: 100 });
  expect(screen.getByText('You need at least 100.00 USDT to register. Your balance is 5.00 USDT.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Re-enter' })).toBeDisabled();
});

test('an eliminated player of a freezeout (canReEnter false) gets Enter Lobby, not Re-enter', () => {
  logIn('token', player({ registeredTournamentIds: [1] }));
  fakeApi({});
  renderDialog({ startsInMinutes: -5, isRegistered: true, canReEnter: false });
  expect(screen.getByRole('button', { name: 'Enter Lobby' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Re-enter' })).not.toBeInTheDocument();
});

test('an unregistered player sees no Enter Lobby while it runs', () => {
  logIn('token', player());
  fakeApi({});
  renderDialog({ startsInMinutes: -30 });
  expect(screen.getByText('Running')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enter Lobby' })).not.toBeInTheDocument();
});

test('the status follows the clock while the dialog is open', async () => {
  fakeApi({});
  renderDialog({ startsInMinutes: 0.05 });
  expect(screen.getByText('Registering')).toBeInTheDocument();
  await advance(4000);
  expect(screen.getByText('Late Reg')).toBeInTheDocument();
});
