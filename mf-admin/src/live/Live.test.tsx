import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import type { AdminLiveResponse, AdminLiveSeat, AdminLiveTournament } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { renderApp } from '../test/render-app';
import { admin } from '../test/fixtures';

const user = userEvent.setup();
const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

const seat = (number: number, userId: number, username: string, patch: Partial<AdminLiveSeat> = {}): AdminLiveSeat => ({
  seat: number,
  userId,
  username,
  stack: 1_500,
  sittingOut: false,
  movingToTableId: null,
  ...patch,
});
const seats = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => seat(index + 1, first + index, `player_${first + index}`));

const AT = '2026-11-28T20:31:00.000Z';
const tournament = (patch: Partial<AdminLiveTournament> = {}): AdminLiveTournament => ({
  id: 7,
  name: 'Sunday Major',
  gameType: 'NLH',
  entries: 18,
  playersLeft: 15,
  averageStack: 1_800,
  tables: [
    {
      id: 31,
      players: 8,
      seats: [seat(1, 101, 'river_rat', { stack: 2_350 }), ...seats(102, 7).map((entry, index) => ({ ...entry, seat: index + 2 }))],
    },
    { id: 32, players: 7, seats: seats(201, 7) },
  ],
  level: { level: 3, smallBlind: 50, bigBlind: 100, ante: 100 },
  nextLevel: { level: 4, smallBlind: 75, bigBlind: 150, ante: 150 },
  nextLevelAt: '2026-11-28T20:35:00.000Z',
  breakEndsAt: null,
  nextBreakAt: '2026-11-28T20:55:00.000Z',
  handForHand: false,
  pausedAt: null,
  paidPlaces: 3,
  prizePool: '180',
  currency: 'USDT',
  ...patch,
});
const answer = (tournaments: AdminLiveTournament[]): AdminLiveResponse => ({ at: AT, tournaments });
const liveReads = (sent: ReturnType<typeof fakeApi>) => sent.filter((request) => request.route === 'GET /api/admin/live').length;

describe('the live operations page', () => {
  beforeEach(() => {
    logIn('token', admin);
    toastStore.setState({ toasts: [] });
  });

  it('shows each tournament in play with its field, clock, money and tables, each table to watch as an observer', async () => {
    fakeApi({ 'GET /api/admin/live': () => ({ status: 200, body: answer([tournament()]) }) });
    await renderApp('/admin/live');
    expect(screen.getByRole('link', { name: 'Live', current: 'page' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Sunday Major' }, { timeout: 5000 });
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(figure('Players left')).toBe('15 of 18 entries');
    expect(figure('Average stack')).toBe('1,800');
    expect(figure('Level')).toBe('3: 50/100, ante 100');
    expect(figure('Next level')).toMatch(/^75\/150, ante 150 at \d\d:\d\d \(in 4 min\)$/);
    expect(figure('Next break')).toMatch(/^\d\d:\d\d \(in 24 min\)$/);
    expect(figure('Paid places')).toBe('3');
    expect(figure('Prize pool')).toBe('180.00 USDT');
    const actions = within(card).getByRole('group', { name: 'Actions for Sunday Major' });
    expect(within(actions).getByRole('button', { name: 'Pause…' })).toBeInTheDocument();
    expect(within(card).queryByText('Paused')).not.toBeInTheDocument();

    const tables = within(card).getByRole('list', { name: 'Tables of Sunday Major' });
    expect(within(tables).getByText('Table #31: 8 players')).toBeInTheDocument();
    expect(within(tables).getByRole('link', { name: 'Watch table #31' })).toHaveAttribute('href', '/game/31');
    expect(within(tables).getByRole('link', { name: 'Watch table #32' })).toHaveAttribute('href', '/game/32');
  });

  it('marks a paused tournament and offers to resume it', async () => {
    fakeApi({ 'GET /api/admin/live': () => ({ status: 200, body: answer([tournament({ pausedAt: '2026-11-29T10:00:00.000Z' })]) }) });
    await renderApp('/admin/live');
    const card = await screen.findByRole('region', { name: 'Sunday Major' }, { timeout: 5000 });
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resume…' })).toBeInTheDocument();
  });

  it('moves a player to another table when their hand ends, the full tables not offered, and shows the move decided', async () => {
    let moved = false;
    const sent = fakeApi({
      'GET /api/admin/live': () => {
        const shown = tournament();
        if (moved) shown.tables[0].seats[0].movingToTableId = 32;
        return { status: 200, body: answer([shown]) };
      },
      'POST /api/admin/tournaments/7/move': (body) => {
        moved = true;
        return { status: 200, body: { message: 'ok', move: { tournamentId: 7, ...(body as object), fromTableId: 31, toSeat: 8 } } };
      },
    });
    await renderApp('/admin/live');
    const card = await screen.findByRole('region', { name: 'Sunday Major' }, { timeout: 5000 });
    const players = within(card).getAllByRole('button', { name: 'Players' })[0];
    expect(players).toHaveAttribute('aria-expanded', 'false');
    await user.click(players);
    expect(players).toHaveAttribute('aria-expanded', 'true');
    const atTable = within(card).getByRole('list', { name: 'Players at table #31' });
    expect(within(atTable).getAllByRole('listitem')).toHaveLength(8);
    expect(within(atTable).getAllByRole('listitem')[0]).toHaveTextContent('Seat 1: river_rat, 2,350 chips');

    await user.click(within(atTable).getByRole('button', { name: 'Move river_rat' }));
    const dialog = screen.getByRole('dialog', { name: 'Move river_rat' });
    expect(dialog).toHaveAccessibleDescription(/as soon as their current hand ends/);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Choose the table the player moves to.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Table #31/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Table #32: 7 players' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(toasts()).toContain('river_rat moves to table #32 when their hand ends.'));
    expect(sent.find((request) => request.route === 'POST /api/admin/tournaments/7/move')?.body).toEqual({ userId: 101, toTableId: 32 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(atTable).findByText('Moving to table #32 after this hand')).toBeInTheDocument();
    expect(within(atTable).queryByRole('button', { name: 'Move river_rat' })).not.toBeInTheDocument();

    // From the other table, the full one cannot be chosen.
    await user.click(within(card).getAllByRole('button', { name: 'Players' })[0]);
    await user.click(within(card).getByRole('button', { name: 'Move player_201' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Move player_201' })).getByRole('radio', { name: 'Table #31: 8 players (full)' }),
    ).toBeDisabled();
  });

  it('says why the server refused a move, and keeps the dialog open', async () => {
    const threeTables = tournament({ tables: [...tournament().tables, { id: 33, players: 5, seats: seats(301, 5) }] });
    fakeApi({
      'GET /api/admin/live': () => ({ status: 200, body: answer([threeTables]) }),
      'POST /api/admin/tournaments/7/move': () => ({
        status: 409,
        body: { code: 'PLAYER_NOT_SEATED', message: 'This player is not seated at a table of this tournament.' },
      }),
    });
    await renderApp('/admin/live');
    const card = await screen.findByRole('region', { name: 'Sunday Major' }, { timeout: 5000 });
    await user.click(within(card).getAllByRole('button', { name: 'Players' })[1]);
    await user.click(within(card).getByRole('button', { name: 'Move player_203' }));
    const dialog = screen.getByRole('dialog', { name: 'Move player_203' });
    await user.click(within(dialog).getByRole('radio', { name: 'Table #33: 5 players' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(toasts()).toContain('This player is not seated at a table of this tournament.'));
    expect(screen.getByRole('dialog', { name: 'Move player_203' })).toBeInTheDocument();
  });

  it('reads the tournaments again when their tables change or one starts or ends, not for another tournament', async () => {
    const sent = fakeApi({ 'GET /api/admin/live': () => ({ status: 200, body: answer([tournament()]) }) });
    await renderApp('/admin/live');
    await screen.findByRole('region', { name: 'Sunday Major' }, { timeout: 5000 });
    const reads = liveReads(sent);

    act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 99, rooms: [], totalRegisteredPlayers: 2, totalRooms: 1 }));
    act(() => eventBus.emit('tournament:roomsUpdate', { tournamentId: 7, rooms: [], totalRegisteredPlayers: 18, totalRooms: 2 }));
    await waitFor(() => expect(liveReads(sent)).toBe(reads + 1));
    const ended = { tournamentId: 7, name: 'Sunday Major', status: 'completed', previousStatus: 'running', dynamicStatus: 'finished' } as const;
    act(() => eventBus.emit('tournament:ended', ended));
    await waitFor(() => expect(liveReads(sent)).toBe(reads + 2));
  });

  it('says when no tournament is in play', async () => {
    fakeApi({ 'GET /api/admin/live': () => ({ status: 200, body: answer([]) }) });
    await renderApp('/admin/live');
    expect(await screen.findByText('No tournament is in play right now.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
