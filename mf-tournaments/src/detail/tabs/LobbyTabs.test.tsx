import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn } from 'shared-events';
import { LOBBY_CACHE_MS, type TournamentLobby, type TournamentLobbyQuery } from 'shared-events/contracts';
import { fakeApi, type Reply, type SentRequest } from 'shared-events/testing';
import { SEARCH_SETTLE_MS } from 'shared-ui/pagination';
import { renderAt } from 'shared-ui/testing';
import { App } from '../../App';
import { NOW, player } from '../../dialogs/test/fixtures';
import { tournamentDetail } from '../detail.fixture';
import { lobbyInPlay, lobbyPageOf, lobbyPlayer, paidPlaces, registeredField, tablesInPlay, tournamentLobby, wholeLobby } from './lobby.fixture';

const DETAIL = 'GET /api/users/tournaments/7';
const LOBBY = 'GET /api/tournaments/7/lobby';
const detail = (startsInMinutes: number) => tournamentDetail({ id: 7, name: 'Sunday Million', startsInMinutes });

function openPage(lobby: TournamentLobby | ((query: TournamentLobbyQuery) => Reply), startsInMinutes = 90) {
  const sent = fakeApi({
    [DETAIL]: () => ({ status: 200, body: detail(startsInMinutes) }),
    [LOBBY]: (_body, request) => (typeof lobby === 'function' ? lobby(request.params as TournamentLobbyQuery) : { status: 200, body: lobby }),
  });
  renderAt(<App />, '/tournaments/7');
  return sent;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
const openTab = async (name: string) => {
  const tab = await screen.findByRole('tab', { name });
  await user().click(tab);
  return screen.getByRole('tabpanel', { name });
};

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));

it('four labelled tabs, Players first, moved between with the arrow keys', async () => {
  openPage(tournamentLobby());
  const tabs = await screen.findByRole('tablist', { name: 'Tournament lobby' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Players', 'Tables', 'Payouts', 'Blinds']);
  expect(screen.getByRole('tab', { name: 'Players' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('table', { name: 'Registered players' })).toBeInTheDocument();
  act(() => screen.getByRole('tab', { name: 'Players' }).focus());
  await user().keyboard('{ArrowRight}{Enter}');
  expect(screen.getByRole('tab', { name: 'Tables' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Tables' })).toHaveTextContent('The tables are drawn when the tournament starts.');
});

it('before the start: the registered players with their flag, the stack they start with, no table yet', async () => {
  logIn('token', player());
  openPage(tournamentLobby());
  const table = await screen.findByRole('table', { name: 'Registered players' });
  expect(cells(table)).toEqual([
    ['#', 'Player', 'Chips', 'Table', 'Prize'],
    ['1', 'short_stack (You), Peru', '10,000', '—', '—'],
    ['2', 'river_rat, Chad', '10,000', '—', '—'],
  ]);
  expect(table.querySelectorAll('img')).toHaveLength(2);
});

it('says when nobody is registered yet', async () => {
  openPage(tournamentLobby({ players: [] }));
  expect(await screen.findByText('No players registered yet.')).toBeInTheDocument();
});

it('in play: ranks by chips with a link to watch each table; the finished by place; no flag for a country not in the list', async () => {
  openPage(lobbyInPlay(), -30);
  const table = await screen.findByRole('table', { name: 'Players' });
  expect(cells(table)).toEqual([
    ['Rank', 'Player', 'Chips', 'Table', 'Prize'],
    ['1', 'river_rat, Chad', '18,000', '7-012', '—'],
    ['2', 'short_stack, Peru', '9,000', '7-013', '—'],
    ['3', 'gone_fishing, Atlantis', '3,000', '7-013', '—'],
    ['4', 'bubble_boy, Peru', '—', '—', '—'],
  ]);
  expect(within(table).getAllByRole('row')[3].querySelector('img')).toBeNull();
  expect(within(table).getAllByRole('link', { name: 'Watch table 7-013' })[0]).toHaveAttribute('href', '/game/13');
});

it('the finished with their place and the prize the results paid', async () => {
  openPage(
    tournamentLobby({
      phase: 'finished',
      players: [
        lobbyPlayer(6, 'river_rat', { chips: 20_000, place: 1, prize: 26, rank: 1 }),
        lobbyPlayer(5, 'short_stack', { chips: null, place: 2, prize: 14, rank: 2 }),
      ],
    }),
    -300,
  );
  expect(cells(await screen.findByRole('table', { name: 'Players' })).slice(1)).toEqual([
    ['1', 'river_rat, Peru', '20,000', '—', '26.00 USDT'],
    ['2', 'short_stack, Peru', '—', '—', '14.00 USDT'],
  ]);
});

it('Tables: each table with players, chips, biggest and smallest stack, linked to watch it', async () => {
  openPage(lobbyInPlay(), -30);
  const panel = await openTab('Tables');
  const table = within(panel).getByRole('table', { name: 'Tables in play' });
  expect(cells(table)).toEqual([
    ['Table', 'Players', 'Chips', 'Biggest stack', 'Smallest stack'],
    ['7-012', '1', '18,000', '18,000', '18,000'],
    ['7-013', '2', '12,000', '9,000', '3,000'],
  ]);
  expect(within(table).getByRole('link', { name: 'Watch table 7-012' })).toHaveAttribute('href', '/game/12');
});

it('Payouts: each paid place with its prize for the field so far', async () => {
  openPage(lobbyInPlay(), -30);
  const panel = await openTab('Payouts');
  const table = within(panel).getByRole('table', { name: 'Payouts' });
  expect(table).toHaveAccessibleDescription('Prize money 40.00 USDT for 4 entries; 2 paid places');
  expect(cells(table)).toEqual([
    ['Place', 'Prize'],
    ['1st', '26.00 USDT'],
    ['2nd', '14.00 USDT'],
  ]);
});

it('Blinds: the level in play marked, moved on by the clock, and the breaks', async () => {
  jest.setSystemTime(NOW + 12 * 60_000);
  openPage(tournamentLobby({ phase: 'playing' }), -12);
  const panel = await openTab('Blinds');
  const table = within(panel).getByRole('table', { name: 'Blind levels' });
  expect(within(table).getByRole('row', { current: true })).toHaveTextContent(/^2\s*Current/);
  expect(within(panel).getByRole('status')).toHaveTextContent(/^Level 2 in play; the next starts at/);
  expect(within(panel).getAllByRole('listitem')).toHaveLength(2);

  act(() => jest.advanceTimersByTime(8 * 60_000));
  expect(within(table).getByRole('row', { current: true })).toHaveTextContent(/^3\s*Current/);
  // Each change schedules the next once rendered: the clock is moved on one level at a time.
  for (const minutes of [10, 10, 10, 7]) act(() => jest.advanceTimersByTime(minutes * 60_000));
  expect(within(panel).getByRole('status')).toHaveTextContent(/^On a break until .*; level 6 goes on after it\.$/);
});

it('reads the lobby again on live events: a registration, and the tournament’s room updates (seating, busts, moves)', async () => {
  logIn('token', player());
  let lobby = tournamentLobby();
  const sent = openPage(() => ({ status: 200, body: lobby }));
  await screen.findByText(/river_rat/);
  lobby = tournamentLobby({ players: [...lobby.players.rows, lobbyPlayer(9, 'big_blind', { rank: 3 })] });
  act(() => eventBus.emit('tournament:registrationUpdate', { tournamentId: 7, players: 3, maxPlayers: 500, pool: 30, action: 'registered' }));
  expect(await screen.findByText(/big_blind/)).toBeInTheDocument();

  lobby = lobbyInPlay();
  act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 8, rooms: [], totalRegisteredPlayers: 3, totalRooms: 1 }));
  const before = sent.filter((request) => request.route === LOBBY).length;
  act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 7, rooms: [], totalRegisteredPlayers: 3, totalRooms: 1 }));
  expect(await screen.findByRole('link', { name: 'Watch table 7-012' })).toBeInTheDocument();
  expect(sent.filter((request) => request.route === LOBBY).length).toBe(before + 1);
});

it('a failed read offers Retry', async () => {
  let fail = true;
  openPage(() => (fail ? { status: 404, body: { message: 'Tournament not found' } } : { status: 200, body: tournamentLobby() }));
  expect(await screen.findByText('Could not load the lobby.')).toBeInTheDocument();
  fail = false;
  await user().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Registered players' })).toBeInTheDocument();
});

describe('a big field, a page at a time', () => {
  /** The server's answers for a field of `players` registered players and `tables` tables, paged and searched. */
  function openField(players: number, tables = 0, phase: TournamentLobby['phase'] = 'registering') {
    const whole = wholeLobby({ phase, players: registeredField(players), tables: tablesInPlay(tables) });
    return openPage((query) => ({ status: 200, body: lobbyPageOf(whole, query) }), phase === 'registering' ? 90 : -30);
  }
  const lobbyQueries = (sent: SentRequest[]) => sent.filter((request) => request.route === LOBBY).map((request) => request.params);
  const firstColumn = (table: HTMLElement) =>
    cells(table)
      .slice(1)
      .map((row) => row[0]);

  it('asks for the first 50 players and tables, shows the ranks the server gave, and pages with Prev and Next', async () => {
    const sent = openField(120);
    const table = await screen.findByRole('table', { name: 'Registered players' });
    expect(lobbyQueries(sent)).toEqual([{ playersPage: 1, playersLimit: 50, tablesPage: 1, tablesLimit: 50, payoutsPage: 1, payoutsLimit: 50 }]);
    expect(firstColumn(table)).toHaveLength(50);
    const pages = screen.getByRole('navigation', { name: 'Player pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user().click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    await screen.findByText('player_51');
    expect(firstColumn(screen.getByRole('table', { name: 'Registered players' }))[0]).toBe('51');
    expect(lobbyQueries(sent).at(-1)).toMatchObject({ playersPage: 2 });

    // The keyboard reaches the buttons: Next again from the keyboard, to the last page.
    act(() => within(pages).getByRole('button', { name: 'Next' }).focus());
    await user().keyboard('{Enter}');
    await screen.findByText('player_120');
    expect(firstColumn(screen.getByRole('table', { name: 'Registered players' }))).toEqual(
      Array.from({ length: 20 }, (_rank, index) => String(101 + index)),
    );
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('no pages while the field fits on one', async () => {
    openField(50);
    await screen.findByRole('table', { name: 'Registered players' });
    expect(screen.queryByRole('navigation', { name: 'Player pages' })).not.toBeInTheDocument();
  });

  it('searches by username once the typing pauses, from the first page, keeping the ranks in the whole field', async () => {
    const sent = openField(120);
    const pages = await screen.findByRole('navigation', { name: 'Player pages' });
    await user().click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('player_51');

    const search = screen.getByRole('searchbox', { name: 'Search players' });
    expect(search).toHaveAttribute('maxLength', '32');
    await user().type(search, ' Player_11');
    // One read for the search, once the typing paused, not one per key.
    act(() => jest.advanceTimersByTime(SEARCH_SETTLE_MS));
    await screen.findByText('player_110');
    const searches = lobbyQueries(sent).filter((query) => (query as TournamentLobbyQuery).playersSearch !== undefined);
    expect(searches).toEqual([
      { playersPage: 1, playersLimit: 50, playersSearch: 'Player_11', tablesPage: 1, tablesLimit: 50, payoutsPage: 1, payoutsLimit: 50 },
    ]);
    const table = screen.getByRole('table', { name: 'Registered players' });
    expect(firstColumn(table)).toEqual(['11', '110', '111', '112', '113', '114', '115', '116', '117', '118', '119']);
    expect(screen.queryByRole('navigation', { name: 'Player pages' })).not.toBeInTheDocument();

    await user().clear(search);
    await user().type(search, 'nobody');
    act(() => jest.advanceTimersByTime(SEARCH_SETTLE_MS));
    expect(await screen.findByText('No players match your search.')).toBeInTheDocument();
    expect(screen.queryByText('No players registered yet.')).not.toBeInTheDocument();
    // The box stays, to search again.
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveValue('nobody');
  });

  it('Tables: a page of 50 tables, the next asked with tablesPage', async () => {
    const sent = openField(120, 60, 'playing');
    const panel = await openTab('Tables');
    const table = within(panel).getByRole('table', { name: 'Tables in play' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const pages = within(panel).getByRole('navigation', { name: 'Table pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user().click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByRole('link', { name: 'Watch table 7-051' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('row')).toHaveLength(11);
    expect(lobbyQueries(sent).at(-1)).toMatchObject({ tablesPage: 2, playersPage: 1 });
  });

  it('Payouts: a page of 50 paid places, the next asked with payoutsPage; the summary counts every paid place', async () => {
    logIn('token', player());
    const entries = 1_000;
    let whole = wholeLobby({
      phase: 'playing',
      players: registeredField(120),
      payouts: { entries, prizeMoney: 10_000, currency: 'USDT', places: paidPlaces(150, 10_000) },
    });
    const sent = openPage((query) => ({ status: 200, body: lobbyPageOf(whole, query) }), -30);
    const panel = await openTab('Payouts');
    const table = within(panel).getByRole('table', { name: 'Payouts' });
    expect(table).toHaveAccessibleDescription('Prize money 10,000.00 USDT for 1,000 entries; 150 paid places');
    expect(firstColumn(table)).toHaveLength(50);
    expect(firstColumn(table).slice(0, 4)).toEqual(['1st', '2nd', '3rd', '4th']);
    expect(firstColumn(table).slice(-3)).toEqual(['48th', '49th', '50th']);
    const pages = within(panel).getByRole('navigation', { name: 'Payout pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');

    await user().click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('51st')).toBeInTheDocument();
    expect(firstColumn(within(panel).getByRole('table', { name: 'Payouts' }))).toHaveLength(50);
    expect(cells(within(panel).getByRole('table', { name: 'Payouts' }))[1]).toEqual(['51st', `${whole.payouts.places[50].prize.toFixed(2)} USDT`]);
    expect(lobbyQueries(sent).at(-1)).toMatchObject({ payoutsPage: 2, payoutsLimit: 50, playersPage: 1, tablesPage: 1 });

    // Fewer places paid on the next read (an operator's structure): back to the last page there is.
    whole = { ...whole, payouts: { ...whole.payouts, places: paidPlaces(30, 10_000) } };
    act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 7, rooms: [], totalRegisteredPlayers: 120, totalRooms: 15 }));
    expect(await within(panel).findByText('30th')).toBeInTheDocument();
    expect(within(panel).queryByRole('navigation', { name: 'Payout pages' })).not.toBeInTheDocument();
    expect(lobbyQueries(sent).at(-1)).toMatchObject({ payoutsPage: 1 });
  });

  it('moves back to the last page when the tables broken leave the page on screen empty', async () => {
    logIn('token', player());
    let whole = wholeLobby({ phase: 'playing', players: registeredField(120), tables: tablesInPlay(60) });
    const sent = openPage((query) => ({ status: 200, body: lobbyPageOf(whole, query) }), -30);
    const panel = await openTab('Tables');
    await user().click(within(panel).getByRole('button', { name: 'Next' }));
    await within(panel).findByRole('link', { name: 'Watch table 7-051' });

    whole = { ...whole, tables: tablesInPlay(40) };
    act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 7, rooms: [], totalRegisteredPlayers: 120, totalRooms: 40 }));
    expect(await within(panel).findByRole('link', { name: 'Watch table 7-040' })).toBeInTheDocument();
    expect(within(panel).queryByRole('navigation', { name: 'Table pages' })).not.toBeInTheDocument();
    expect(lobbyQueries(sent).at(-1)).toMatchObject({ tablesPage: 1 });
  });

  it('the live events read the page on screen again, and once more when the server’s copy of that moment has expired', async () => {
    logIn('token', player());
    const sent = openField(120, 0, 'playing');
    const pages = await screen.findByRole('navigation', { name: 'Player pages' });
    await user().click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('player_51');
    const before = lobbyQueries(sent).length;

    act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 7, rooms: [], totalRegisteredPlayers: 120, totalRooms: 14 }));
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(lobbyQueries(sent).slice(before)).toEqual([
      { playersPage: 2, playersLimit: 50, tablesPage: 1, tablesLimit: 50, payoutsPage: 1, payoutsLimit: 50 },
    ]);

    await act(async () => jest.advanceTimersByTimeAsync(LOBBY_CACHE_MS));
    expect(lobbyQueries(sent).slice(before)).toHaveLength(2);
    expect(lobbyQueries(sent).at(-1)).toMatchObject({ playersPage: 2 });
  });
});
