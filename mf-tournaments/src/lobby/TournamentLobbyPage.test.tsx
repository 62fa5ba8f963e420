import { act, screen, waitFor, within } from '@testing-library/react';
import { logIn } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { currentLocation, navigateTo } from 'shared-ui/testing';
import { NOW, player, results, tournament } from '../dialogs/test/fixtures';
import { advance, fakeTimerUser as user, renderWithCache, toasts } from '../dialogs/test/render';
import TournamentLobbyPage from './TournamentLobbyPage';

const LIST = 'GET /api/users/tournaments';
const lobby = [
  tournament({ id: 1, name: 'Midnight Turbo', startsInMinutes: 134 + 9 / 60, buyIn: '$5.00', prizePool: '$70.00', players: 14, maxPlayers: 200 }),
  tournament({ id: 2, name: 'Omaha Thunder', gameType: 'PLO', startsInMinutes: -5, banner: null }),
  tournament({ id: 3, name: 'Sunday Major', startsInMinutes: -60 }),
  tournament({ id: 4, name: 'Morning Freeroll', startsInMinutes: -600, buyIn: 'Free', entryFeeAmount: 0 }),
  tournament({ id: 5, name: 'Weekly Deepstack', startsInMinutes: 3 * 24 * 60 }),
  tournament({ id: 6, name: 'Cancelled Turbo', startsInMinutes: 30, status: 'cancelled' }),
];

beforeEach(() => jest.useFakeTimers({ now: NOW }));

function renderLobby(list: Tournament[] = lobby) {
  const sent = fakeApi({ [LIST]: () => ({ status: 200, body: list }) });
  renderWithCache(<TournamentLobbyPage />);
  return sent;
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The rows shown, by tournament name (each name's row, and no other). */
function expectRows(names: string[]) {
  expect(screen.queryAllByRole('rowheader')).toHaveLength(names.length);
  for (const name of names) expect(screen.getByRole('rowheader', { name: new RegExp(name) })).toBeInTheDocument();
}
const listCalls = (sent: { route: string }[]) => sent.filter((request) => request.route === LIST).length;

test('lists the tournaments from the API in the eight columns', async () => {
  renderLobby();
  await screen.findByText('Midnight Turbo');
  const table = screen.getByRole('table', { name: 'Tournaments' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Tournament', 'Buy-in', 'Prize Pool', 'Starts In', 'Status', 'Players', 'Detail', 'Attend']);
  expect(within(table).getAllByRole('row')).toHaveLength(1 + lobby.length);

  const turbo = rowOf('Midnight Turbo');
  expect(within(turbo).getByRole('rowheader')).toHaveTextContent('Midnight TurboNLH');
  expect(within(turbo).getByRole('button', { name: 'View Midnight Turbo banner full size' })).toBeInTheDocument();
  expect(cells(turbo)).toEqual(['$5.00', '$70.00', '02h 14m 09s', 'Registering', '14 / 200', 'Details', 'Require Login']);
  expect(within(turbo).getByRole('button', { name: 'Require Login: Midnight Turbo' })).toBeDisabled();

  expect(cells(rowOf('Omaha Thunder')).slice(2, 4)).toEqual(['StartedLate reg ends in 00h 10m 00s', 'Late Reg']);
  expect(within(rowOf('Omaha Thunder')).getByRole('rowheader')).toHaveTextContent('Omaha ThunderPLO');
  expect(cells(rowOf('Sunday Major'))[3]).toBe('Running');
  expect(cells(rowOf('Morning Freeroll')).slice(0, 4)).toEqual(['Free', '$1,000.00 GTD', expect.stringMatching(/^Ended/), 'Finished']);
  expect(cells(rowOf('Weekly Deepstack'))[2]).toMatch(/^in 3 days/);
  expect(cells(rowOf('Cancelled Turbo')).slice(3)).toEqual(['Cancelled', '14 / 200', 'Details', 'Cancelled']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 tournaments');
});

test('says it is loading, with the table skeleton in place, until the list arrives', async () => {
  const reply = deferredReply();
  fakeApi({ [LIST]: reply.handler });
  renderWithCache(<TournamentLobbyPage />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading tournaments...');
  expect(screen.getAllByRole('columnheader')).toHaveLength(8);
  reply.release({ status: 200, body: lobby });
  expect(await screen.findByText('Midnight Turbo')).toBeInTheDocument();
  expect(screen.queryByText('Loading tournaments...')).not.toBeInTheDocument();
});

test('the countdown ticks every second', async () => {
  renderLobby();
  await screen.findByText('02h 14m 09s');
  await advance(1000);
  expect(screen.getByText('02h 14m 08s')).toBeInTheDocument();
});

test('after the retries an error says so and Retry reads again', async () => {
  let calls = 0;
  fakeApi({ [LIST]: () => (++calls <= 4 ? { status: 500, body: {} } : { status: 200, body: lobby }) });
  renderWithCache(<TournamentLobbyPage />);
  await advance(30_000);
  expect(screen.getByRole('alert')).toHaveTextContent('Error loading tournaments. Please try again.');
  await user().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Midnight Turbo')).toBeInTheDocument();
});

test('search filters by name in any case; the status filter by the clock status; an empty result says so', async () => {
  renderLobby();
  await screen.findByText('Midnight Turbo');
  const search = screen.getByRole('searchbox', { name: 'Search tournaments' });
  expect(search).toHaveAttribute('placeholder', 'Search by game name...');

  await user().type(search, 'TURBO');
  expectRows(['Midnight Turbo', 'Cancelled Turbo']);

  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Registering', 'Late Reg', 'Running', 'Cancelled', 'Finished']);
  await user().selectOptions(status, 'Cancelled');
  expectRows(['Cancelled Turbo']);

  await user().clear(search);
  await user().selectOptions(status, 'Finished');
  expectRows(['Morning Freeroll']);
  await user().selectOptions(status, 'Late Reg');
  expectRows(['Omaha Thunder']);

  await user().type(search, 'nothing like it');
  expectRows([]);
  expect(screen.getByText('No tournaments found matching your criteria.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 6 tournaments');
});

test('a signed-in player sees the Attend button of each branch', async () => {
  logIn('token', player({ registeredTournamentIds: [3] }));
  renderLobby([
    ...lobby.filter((row) => row.id !== 4),
    tournament({ id: 4, name: 'Morning Freeroll', startsInMinutes: -600, isRegistered: true }),
    tournament({ id: 7, name: 'Evening Regular', startsInMinutes: 30, isRegistered: true }),
    tournament({ id: 8, name: 'Old Sit and Go', startsInMinutes: -600 }),
    tournament({ id: 9, name: 'Late Bird', startsInMinutes: -5, isRegistered: true }),
    tournament({ id: 10, name: 'Crowded Table', startsInMinutes: -20 }),
    tournament({ id: 11, name: 'Second Chance', startsInMinutes: -5, isRegistered: true, canReEnter: true, maxEntries: 3 }),
    tournament({ id: 12, name: 'Spent Rebuys', startsInMinutes: -20, isRegistered: true, canReEnter: true, maxEntries: 3 }),
  ]);
  await screen.findByText('Midnight Turbo');
  const attend = (name: string) => within(rowOf(name)).getAllByRole('button').at(-1);
  const expectations: [string, string, boolean][] = [
    ['Midnight Turbo', 'Registering Now', true],
    ['Evening Regular', 'Registered', false],
    ['Omaha Thunder', 'Bonus Register', true],
    ['Late Bird', 'Enter Lobby', true],
    ['Second Chance', 'Re-enter', true],
    // Past late registration no entry is sold, whatever the flag says.
    ['Spent Rebuys', 'Enter Lobby', true],
    ['Sunday Major', 'Enter Lobby', true],
    ['Crowded Table', 'View Rooms', true],
    ['Morning Freeroll', 'Result', true],
    ['Old Sit and Go', 'Finished', false],
    ['Cancelled Turbo', 'Cancelled', false],
  ];
  for (const [name, label, enabled] of expectations) {
    expect(attend(name)).toHaveTextContent(new RegExp(`^${label}$`));
    if (enabled) expect(attend(name)).toBeEnabled();
    else expect(attend(name)).toBeDisabled();
  }
});

test('Registering Now confirms, registers, toasts and refreshes the list', async () => {
  logIn('token', player({ balance: 250 }));
  let registered = false;
  const sent = fakeApi({
    [LIST]: () => ({
      status: 200,
      body: lobby.map((row) => (row.id === 1 ? { ...row, isRegistered: registered, players: registered ? 15 : 14 } : row)),
    }),
    'POST /api/users/tournaments/1/register': () => {
      registered = true;
      return {
        status: 200,
        body: { message: 'Successfully registered for Midnight Turbo', remainingBalance: 245, currency: 'USDT', tournamentPool: 75 },
      };
    },
  });
  renderWithCache(<TournamentLobbyPage />);
  await screen.findByText('Midnight Turbo');
  expect(listCalls(sent)).toBe(1);

  await user().click(screen.getByRole('button', { name: 'Registering Now: Midnight Turbo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Registration' });
  expect(within(dialog).getByText('Your balance').nextSibling).toHaveTextContent('250.00 USDT');
  await user().click(within(dialog).getByRole('button', { name: 'Okay' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toasts()).toEqual([{ severity: 'success', message: 'Successfully registered for Midnight Turbo' }]);
  await waitFor(() => expect(cells(rowOf('Midnight Turbo'))[4]).toBe('15 / 200'));
  expect(listCalls(sent)).toBe(2);
  expect(within(rowOf('Midnight Turbo')).getByRole('button', { name: 'Registered: Midnight Turbo' })).toBeDisabled();
});

test('Bonus Register opens the registration confirmation too', async () => {
  logIn('token', player());
  renderLobby();
  await user().click(await screen.findByRole('button', { name: 'Bonus Register: Omaha Thunder' }));
  expect(await screen.findByRole('dialog', { name: 'Confirm Registration' })).toHaveTextContent('Register for Omaha Thunder?');
});

test('Re-enter confirms a new entry, registers through the same call, shows the server message and the row then leads to the lobby', async () => {
  logIn('token', player({ balance: 250, registeredTournamentIds: [2] }));
  let canReEnter = true;
  const reEntered = 'Successfully re-entered the tournament: a new stack, at a seat drawn for you.';
  const sent = fakeApi({
    [LIST]: () => ({ status: 200, body: lobby.map((row) => (row.id === 2 ? { ...row, isRegistered: true, maxEntries: 2, canReEnter } : row)) }),
    'POST /api/users/tournaments/2/register': () => {
      canReEnter = false;
      return { status: 200, body: { message: reEntered, remainingBalance: 240, currency: 'USDT', tournamentPool: 150 } };
    },
  });
  renderWithCache(<TournamentLobbyPage />);
  await user().click(await screen.findByRole('button', { name: 'Re-enter: Omaha Thunder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Re-entry' });
  expect(dialog).toHaveTextContent('Re-enter Omaha Thunder? A new entry: a new starting stack, at a seat drawn for you.');
  await user().click(within(dialog).getByRole('button', { name: 'Okay' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toasts()).toEqual([{ severity: 'success', message: reEntered }]);
  expect(sent.filter((request) => request.route.startsWith('POST')).map((request) => request.route)).toEqual([
    'POST /api/users/tournaments/2/register',
  ]);
  expect(await screen.findByRole('button', { name: 'Enter Lobby: Omaha Thunder' })).toBeEnabled();
});

test('Enter Lobby enters the lobby, then goes to the game stage in it; View Rooms goes to the rooms page, each with the tournament', async () => {
  logIn('token', player({ registeredTournamentIds: [3] }));
  const entered = deferredReply();
  const sent = fakeApi({ [LIST]: () => ({ status: 200, body: lobby }), 'POST /api/users/tournaments/3/enter-lobby': entered.handler });
  renderWithCache(<TournamentLobbyPage />);
  await user().click(await screen.findByRole('button', { name: 'Enter Lobby: Sunday Major' }));
  // Until the server answers the player stays on the list, the button busy.
  expect(await screen.findByRole('button', { name: 'Entering Lobby...: Sunday Major' })).toBeDisabled();
  expect(currentLocation().pathname).toBe('/tournaments');
  entered.release({ status: 200, body: { message: 'Successfully entered lobby!', tournamentId: 3, lobbyEnteredAt: '2025-05-01T12:00:00.000Z' } });
  await waitFor(() => expect(currentLocation().pathname).toBe('/gamestage/3'));
  expect(currentLocation().state).toEqual({ tournament: lobby[2], fromTournament: true, inLobby: true });
  expect(toasts()).toEqual([{ severity: 'success', message: 'Successfully entered lobby!' }]);
  expect(sent.filter((request) => request.route === 'POST /api/users/tournaments/3/enter-lobby')).toHaveLength(1);

  // The same player, now without that registration: the rows follow the session.
  act(() => {
    navigateTo('/tournaments', { replace: true });
    logIn('token', player());
  });
  await user().click(await screen.findByRole('button', { name: 'View Rooms: Sunday Major' }));
  expect(currentLocation()).toMatchObject({ pathname: '/tournaments/3/rooms', state: { tournament: lobby[2] } });
});

test('a refused Enter Lobby stays on the list with the server text; no answer reads the network text', async () => {
  logIn('token', player({ registeredTournamentIds: [3] }));
  const answers = [{ status: 409, body: { message: 'Conflict', error: 'The lobby is closed.' } }, 'network-error' as const];
  fakeApi({ [LIST]: () => ({ status: 200, body: lobby }), 'POST /api/users/tournaments/3/enter-lobby': () => answers.shift()! });
  renderWithCache(<TournamentLobbyPage />);
  for (const expected of ['The lobby is closed.', 'Network error while entering lobby']) {
    await user().click(await screen.findByRole('button', { name: 'Enter Lobby: Sunday Major' }));
    await waitFor(() => expect(toasts().at(-1)).toEqual({ severity: 'error', message: expected }));
  }
  expect(currentLocation().pathname).toBe('/tournaments');
});

test('Result opens the results dialog of that tournament', async () => {
  logIn('token', player());
  fakeApi({
    [LIST]: () => ({ status: 200, body: lobby.map((row) => (row.id === 4 ? { ...row, isRegistered: true } : row)) }),
    'GET /api/tournaments/4/results': () => ({ status: 200, body: results({ tournamentId: 4 }) }),
  });
  renderWithCache(<TournamentLobbyPage />);
  await user().click(await screen.findByRole('button', { name: 'Result: Morning Freeroll' }));
  const dialog = await screen.findByRole('dialog', { name: 'Results: Morning Freeroll' });
  expect(await within(dialog).findByText("Results will appear here once the tournament's prizes are paid out.")).toBeInTheDocument();
});

test('Details opens the details dialog; the banner thumbnail opens the banner full size', async () => {
  renderLobby();
  await user().click(await screen.findByRole('button', { name: 'Details: Midnight Turbo' }));
  const details = await screen.findByRole('dialog', { name: /Midnight Turbo/ });
  expect(within(details).getByText('Starting stack')).toBeInTheDocument();
  await user().click(within(details).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // A tournament without a banner has no thumbnail button.
  expect(within(rowOf('Omaha Thunder')).queryByRole('button', { name: /banner/ })).not.toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'View Midnight Turbo banner full size' }));
  expect(await screen.findByRole('dialog', { name: 'Midnight Turbo banner' })).toBeInTheDocument();
});

test('a visitor is told when a tournament on the page starts and ends', async () => {
  renderLobby([tournament({ id: 1, name: 'Midnight Turbo', startsInMinutes: 2 / 60, durationMinutes: 1 })]);
  expect(await screen.findByText('00h 00m 02s')).toBeInTheDocument();
  await advance(2000);
  expect(cells(rowOf('Midnight Turbo'))[3]).toBe('Late Reg');
  expect(toasts()).toEqual([{ severity: 'info', message: 'Midnight Turbo is now Running' }]);
  await advance(60_000);
  expect(toasts()).toEqual([
    { severity: 'info', message: 'Midnight Turbo is now Running' },
    { severity: 'info', message: 'Midnight Turbo is now Finished' },
  ]);
});

test('a signed-in player gets no status toast from the lobby (the socket sends one)', async () => {
  logIn('token', player());
  renderLobby([tournament({ id: 1, name: 'Midnight Turbo', startsInMinutes: 2 / 60 })]);
  await screen.findByText('00h 00m 02s');
  await advance(2000);
  expect(cells(rowOf('Midnight Turbo'))[3]).toBe('Late Reg');
  expect(toasts()).toEqual([]);
});
