import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn, sessionStore } from 'shared-events';
import type { TournamentDetail } from 'shared-events/contracts';
import { deferredReply, fakeApi, type Reply } from 'shared-events/testing';
import { toastStore } from 'shared-ui';
import { currentLocation, renderAt } from 'shared-ui/testing';
import { App } from '../App';
import { NOW, player, results, tournament } from '../dialogs/test/fixtures';
import { BLIND_STRUCTURE, tournamentDetail } from './detail.fixture';
import { tournamentLobby } from './tabs/lobby.fixture';

const SUNDAY_MILLION = { id: 7, name: 'Sunday Million', players: 12, maxPlayers: 500, startingStack: 10000, blindspeed: 600 };
const sundayMillion = (overrides: Parameters<typeof tournamentDetail>[0] = {}) => tournamentDetail({ ...SUNDAY_MILLION, ...overrides });
const minutesFromNow = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const DETAIL = 'GET /api/users/tournaments/7';
const LOBBY = 'GET /api/tournaments/7/lobby';
const lobbyReply = () => ({ status: 200, body: tournamentLobby() });
/** The requests the page made besides reading its lobby tabs (LobbyTabs.test.tsx follows those). */
const withoutLobby = (sent: { route: string }[]) => sent.filter((request) => request.route !== LOBBY);

function openPage(detail: TournamentDetail | (() => Reply | Promise<Reply>), state?: unknown) {
  const sent = fakeApi({
    [DETAIL]: typeof detail === 'function' ? detail : () => ({ status: 200, body: detail }),
    [LOBBY]: lobbyReply,
  });
  renderAt(<App />, '/tournaments/7', state);
  return sent;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const toasts = () => toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const attend = (name: string) => screen.findByRole('button', { name });

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));

describe('what the page shows', () => {
  it('the tournament: banner, name, game type, clock status, countdown, money, players and play settings', async () => {
    openPage(sundayMillion({ startsInMinutes: 90, status: 'running' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Million' })).toBeInTheDocument();
    // The clock decides the badge, not the stored status.
    expect(screen.getByText('Registering')).toBeInTheDocument();
    expect(screen.getByText('NLH')).toBeInTheDocument();
    expect(screen.getByTestId('starts-in')).toHaveTextContent('01h 30m 00s');
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('Game type')).toHaveTextContent("No-Limit Hold'em (NLH)");
    expect(fact('Start time')).toHaveTextContent(/Jan 1, 2030/);
    expect(fact('Buy-in')).toHaveTextContent('$10.00');
    expect(fact('Prize pool')).toHaveTextContent('$1,000.00 GTD');
    expect(fact('Players')).toHaveTextContent('12 / 500');
    expect(fact('Late registration')).toHaveTextContent('15 minutes');
    expect(fact('Duration')).toHaveTextContent('2 hours');
    expect(fact('Starting stack')).toHaveTextContent('10,000 chips');
    expect(fact('Blind speed')).toHaveTextContent('10 minutes per level');
  });

  it('the banner opens full size and closes again', async () => {
    openPage(sundayMillion({ startsInMinutes: 90 }));
    await user().click(await screen.findByRole('button', { name: 'Show the banner of Sunday Million full size' }));
    const overlay = await screen.findByRole('dialog', { name: 'Sunday Million banner' });
    expect(within(overlay).getByRole('img')).toHaveAttribute('src', '/images/landing/table-1.svg');
    await user().click(within(overlay).getByRole('button', { name: 'Close banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('loading', () => {
  it('paints the tournament handed over by a link at once, its lobby tabs reading their own data meanwhile', async () => {
    const reply = deferredReply();
    const handed = tournament({ ...SUNDAY_MILLION, startsInMinutes: 90 });
    const sent = openPage(reply.handler, { tournament: handed });
    expect(screen.getByRole('heading', { level: 1, name: 'Sunday Million' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Registered players' })).toBeInTheDocument();
    await act(async () => reply.release({ status: 200, body: sundayMillion({ startsInMinutes: 90 }) }));
    expect(sent.map((request) => request.route)).toEqual(expect.arrayContaining([DETAIL, LOBBY]));
  });

  it('an unknown tournament reads "Tournament not found" with a way back, without retrying', async () => {
    const sent = openPage(() => ({ status: 404, body: { message: 'Tournament not found', code: 'TOURNAMENT_NOT_FOUND' } }));
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute('href', '/tournaments');
    expect(sent).toHaveLength(1);
  });

  it('an address that is no tournament id reads "Tournament not found" without a request', async () => {
    const sent = fakeApi({});
    renderAt(<App />, '/tournaments/abc');
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('actions follow the Attend logic', () => {
  const signIn = (registeredTournamentIds: number[] = []) => logIn('token', player({ registeredTournamentIds }));

  it('a visitor sees a disabled "Require Login"', async () => {
    openPage(sundayMillion({ startsInMinutes: 90 }));
    expect(await attend('Require Login')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Unregister' })).not.toBeInTheDocument();
  });

  it('before the start "Registering Now" opens the confirmation, and Okay registers', async () => {
    signIn();
    let isRegistered = false;
    const sent = fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: 90, isRegistered }) }),
      'POST /api/users/tournaments/7/register': () => ({
        status: 200,
        body: { message: 'Successfully registered for Sunday Million', remainingBalance: 490, currency: 'USDT', tournamentPool: 130 },
      }),
    });
    renderAt(<App />, '/tournaments/7');
    await user().click(await attend('Registering Now'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Registration' });
    isRegistered = true;
    await user().click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([{ severity: 'success', message: 'Successfully registered for Sunday Million' }]);
    expect(await attend('Registered')).toBeDisabled();
    expect(sessionStore.getState().user).toMatchObject({ balance: 490, registeredTournamentIds: [7] });
    expect(withoutLobby(sent).map((request) => request.route)).toEqual([DETAIL, 'POST /api/users/tournaments/7/register', DETAIL]);
  });

  it('a registered player sees a disabled "Registered" and may unregister while it registers', async () => {
    signIn([7]);
    const unregistered = deferredReply();
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: 90, isRegistered: true }) }),
      'DELETE /api/users/tournaments/7/register': unregistered.handler,
    });
    renderAt(<App />, '/tournaments/7');
    expect(await attend('Registered')).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Unregister' }));
    expect(screen.getByRole('button', { name: 'Unregister' })).toHaveAttribute('aria-busy', 'true');
    fakeApi({ [LOBBY]: lobbyReply, [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: 90 }) }) });
    await act(async () =>
      unregistered.release({
        status: 200,
        body: { message: 'Successfully unregistered', refundedAmount: 10, currency: 'USDT', remainingBalance: 510 },
      }),
    );
    expect(await attend('Registering Now')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Unregister' })).not.toBeInTheDocument();
    expect(toasts()).toEqual([{ severity: 'success', message: 'Successfully unregistered' }]);
  });

  it('a refused unregistration says why and keeps the player registered', async () => {
    signIn([7]);
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: 90, isRegistered: true }) }),
      'DELETE /api/users/tournaments/7/register': () => ({ status: 409, body: { message: 'Registration is closed', code: 'REGISTRATION_CLOSED' } }),
    });
    renderAt(<App />, '/tournaments/7');
    await user().click(await screen.findByRole('button', { name: 'Unregister' }));
    await waitFor(() => expect(toasts()).toEqual([{ severity: 'error', message: 'Registration is closed' }]));
    // The query library clears the busy flag on a timer after onError has shown the toast.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unregister' })).toBeEnabled());
  });

  it('once started a registered player enters the lobby with the tournament in navigation state', async () => {
    signIn([7]);
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: -30, isRegistered: true }) }),
      'POST /api/users/tournaments/7/enter-lobby': () => ({
        status: 200,
        body: { message: 'Successfully entered lobby!', tournamentId: 7, lobbyEnteredAt: '2025-05-01T12:00:00.000Z' },
      }),
    });
    renderAt(<App />, '/tournaments/7');
    await user().click(await attend('Enter Lobby'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/gamestage/7'));
    expect(currentLocation().state).toMatchObject({ tournament: { id: 7 }, fromTournament: true, inLobby: true });
  });

  it('in late registration anyone else gets "Bonus Register", after it "View Rooms"', async () => {
    signIn();
    openPage(sundayMillion({ startsInMinutes: -5 }));
    expect(await attend('Bonus Register')).toBeEnabled();
    expect(screen.getByText('Late Reg')).toBeInTheDocument();
    // Late registration ends 10 minutes on: the button changes without a reload.
    act(() => jest.advanceTimersByTime(10 * 60_000));
    await user().click(await attend('View Rooms'));
    expect(currentLocation()).toMatchObject({ pathname: '/tournaments/7/rooms', state: { tournament: { id: 7 } } });
  });

  it('after the end a registered player opens the results', async () => {
    signIn([7]);
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: -180, isRegistered: true }) }),
      'GET /api/tournaments/7/results': () => ({
        status: 200,
        body: {
          tournamentId: 7,
          paidOut: true,
          paidOutAt: minutesFromNow(-50),
          currency: 'USDT',
          pool: 1000,
          results: [{ place: 1, prize: 500, user: { id: 6, username: 'river_rat', avatar: null, country: 'Chad' } }],
        },
      }),
    });
    renderAt(<App />, '/tournaments/7');
    await user().click(await attend('Result'));
    const dialog = await screen.findByRole('dialog', { name: 'Results: Sunday Million' });
    expect(await within(dialog).findByText('river_rat')).toBeInTheDocument();
  });

  it('after the end anyone else sees a disabled "Finished"', async () => {
    signIn();
    openPage(sundayMillion({ startsInMinutes: -180 }));
    expect(await attend('Finished')).toBeDisabled();
  });
});

describe('a tournament that plays itself (issue #23)', () => {
  const signIn = (registeredTournamentIds: number[] = []) => logIn('token', player({ registeredTournamentIds }));
  const paidOut = {
    tournamentId: 7,
    paidOut: true,
    paidOutAt: minutesFromNow(-1),
    currency: 'USDT',
    pool: 20,
    results: [
      { place: 1, prize: 19.6, user: { id: 6, username: 'river_rat', avatar: null, country: 'Chad' } },
      { place: 2, prize: 0, user: { id: 5, username: 'short_stack', avatar: null, country: 'Peru' } },
    ],
  };
  const standing = (tableId: number | null) => ({
    tournamentId: 7,
    phase: 'playing',
    entries: 2,
    playersLeft: 2,
    averageStack: 10_000,
    paidPlaces: 1,
    level: BLIND_STRUCTURE[0],
    nextLevel: BLIND_STRUCTURE[1],
    nextLevelAt: minutesFromNow(5),
    breakEndsAt: null,
    nextBreakAt: minutesFromNow(35),
    winner: null,
    you: { stack: 10_000, rank: 1, place: null, prize: null, tableId },
  });

  it('is Finished once paid out, before its clock ends, with its places, players and prizes', async () => {
    signIn([7]);
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: -30, isRegistered: true }) }),
      'GET /api/tournaments/7/results': () => ({ status: 200, body: paidOut }),
    });
    renderAt(<App />, '/tournaments/7');
    const section = await screen.findByRole('region', { name: 'Results' });
    expect(section).toHaveTextContent('Prize money 20.00 USDT');
    const rows = within(section)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Place', 'Player', 'Prize'],
      ['1', 'RIriver_ratChad', '19.60 USDT'],
      ['2', 'SHshort_stack (You)Peru', '0.00 USDT'],
    ]);
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(await attend('Result')).toBeEnabled();
  });

  it('offers a seated player the way back to their table', async () => {
    signIn([7]);
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: -30, isRegistered: true }) }),
      'GET /api/tournaments/7/results': () => ({ status: 200, body: results({ tournamentId: 7 }) }),
      'GET /api/tournaments/7/standing': () => ({ status: 200, body: standing(31) }),
    });
    renderAt(<App />, '/tournaments/7');
    expect(await screen.findByRole('link', { name: 'Back to your table' })).toHaveAttribute('href', '/game/31');
    expect(currentLocation().pathname).toBe('/tournaments/7');
  });

  it('takes a registered player to the table the director seats them at while the page is open', async () => {
    signIn([7]);
    let tableId: number | null = null;
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: -14, isRegistered: true }) }),
      'GET /api/tournaments/7/results': () => ({ status: 200, body: results({ tournamentId: 7 }) }),
      'GET /api/tournaments/7/standing': () => ({ status: 200, body: standing(tableId) }),
    });
    renderAt(<App />, '/tournaments/7');
    expect(await attend('Enter Lobby')).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Back to your table' })).not.toBeInTheDocument());

    tableId = 31;
    act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 7, rooms: [], totalRegisteredPlayers: 2, totalRooms: 1 }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/game/31'));
    expect(toasts()).toContainEqual({ severity: 'success', message: 'Your table is ready' });
  });

  it('an eliminated player re-enters during late registration and is taken to the seat drawn for the new entry', async () => {
    signIn([7]);
    let canReEnter = true;
    let tableId: number | null = null;
    const reEntered = 'Successfully re-entered the tournament: a new stack, at a seat drawn for you.';
    const sent = fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: -5, isRegistered: true, maxEntries: 2, canReEnter }) }),
      'GET /api/tournaments/7/results': () => ({ status: 200, body: results({ tournamentId: 7 }) }),
      'GET /api/tournaments/7/standing': () => ({ status: 200, body: standing(tableId) }),
      'POST /api/users/tournaments/7/register': () => ({
        status: 200,
        body: { message: reEntered, remainingBalance: 230, currency: 'USDT', tournamentPool: 150 },
      }),
    });
    renderAt(<App />, '/tournaments/7');
    await user().click(await attend('Re-enter'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Re-entry' });
    expect(dialog).toHaveTextContent('Re-enter Sunday Million? A new entry: a new starting stack, at a seat drawn for you.');
    canReEnter = false;
    await user().click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([{ severity: 'success', message: reEntered }]);
    expect(sent.filter((request) => request.route.startsWith('POST'))).toHaveLength(1);
    expect(await attend('Enter Lobby')).toBeEnabled();
    expect(sessionStore.getState().user).toMatchObject({ balance: 230 });

    // The director seats the new entry: the page takes the player there, as it does any late entry.
    tableId = 31;
    act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 7, rooms: [], totalRegisteredPlayers: 3, totalRooms: 1 }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/game/31'));
    expect(toasts()).toContainEqual({ severity: 'success', message: 'Your table is ready' });
  });

  it("a freezeout's eliminated player (canReEnter false) is offered the lobby, not another entry", async () => {
    signIn([7]);
    fakeApi({
      [LOBBY]: lobbyReply,
      [DETAIL]: () => ({ status: 200, body: sundayMillion({ startsInMinutes: -5, isRegistered: true, canReEnter: false }) }),
      'GET /api/tournaments/7/results': () => ({ status: 200, body: results({ tournamentId: 7 }) }),
      'GET /api/tournaments/7/standing': () => ({ status: 200, body: standing(null) }),
    });
    renderAt(<App />, '/tournaments/7');
    expect(await attend('Enter Lobby')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Re-enter' })).not.toBeInTheDocument();
  });
});
