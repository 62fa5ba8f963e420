import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRealtime, updateUser } from 'shared-events';
import type { NotificationPayload, TournamentStanding } from 'shared-events/contracts';
import { currentLocation } from 'shared-ui/testing';
import { makeRoom } from '../test/room.fixtures';
import { movedFrame, stateFrame, tableHand, tableSeat, tableView, tournamentStanding } from '../game/test/live-table.fixtures';
import { mockSocket, openTable, push, settle, standingReads } from './test/live-table.harness';
import { HOST, roomDetail, testRoom, YOU } from './test/test-room';

jest.mock('socket.io-client', () => ({
  io: () => jest.requireActual<typeof import('./test/live-table.harness')>('./test/live-table.harness').mockSocket,
}));

beforeAll(() => startRealtime());
beforeEach(() => {
  mockSocket.sent.length = 0;
});

// Hidden included: behind an open dialog the page is aria-hidden.
const standingBar = () => within(screen.getByRole('region', { name: 'Tournament standing', hidden: true }));
const fact = (label: string) => standingBar().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const out = (place: number, prize: number | null = null) => tournamentStanding({}, { stack: null, rank: null, place, prize, tableId: null });

describe('the tournament as every table shows it', () => {
  it('shows players left of the entries, the average stack, your rank, the places paid and the next break', async () => {
    // On a whole second, as the server's clock gives it: the bar counts whole seconds down to it.
    const nextBreakAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 1_800_000).toISOString();
    await openTable(tableView({ nextBreakAt }), {}, { standing: () => tournamentStanding({ nextBreakAt }) });
    await waitFor(() => expect(fact('Players left')).toBe('18 / 40'));
    expect(fact('Average stack')).toBe('6,667');
    expect(fact('Your rank')).toBe('2 of 18');
    expect(fact('Places paid')).toBe('6');
    expect(fact('Next break')).toMatch(/^(30:00|29:5\d)$/);
    // The level and the next one are the table's own header.
    expect(screen.getByText('Level 2: blinds 50/100')).toBeInTheDocument();
    expect(screen.getByText('Next level (100/200 (ante 200)) in')).toBeInTheDocument();
  });

  it('reads the standing again when a hand completes', async () => {
    let standing = tournamentStanding();
    await openTable(tableView(), {}, { standing: () => standing });
    await waitFor(() => expect(fact('Your rank')).toBe('2 of 18'));
    const reads = standingReads();

    standing = tournamentStanding({ playersLeft: 17, averageStack: 7_059 }, { rank: 1, stack: 9_600 });
    const awards = [{ potIndex: 0, seat: 2, amount: 200, handName: null, cards: null }];
    push(stateFrame(11, tableView({ hand: tableHand({ street: 'complete', actingSeat: null, actionDeadline: null, awards }) })));
    await waitFor(() => expect(fact('Your rank')).toBe('1 of 17'));
    expect(standingReads()).toBe(reads + 1);
    expect(fact('Average stack')).toBe('7,059');
  });

  it("shows the tournament's break on the felt while every table waits for it", async () => {
    const breakEndsAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 200_000).toISOString();
    await openTable(
      tableView({ hand: null, breakEndsAt, nextHandAt: breakEndsAt, nextBreakAt: null }),
      {},
      {
        standing: () => tournamentStanding({ breakEndsAt, nextBreakAt: null }),
      },
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^Break — play resumes in 3:(20|1\d)$/);
    await waitFor(() => expect(fact('Next break')).toBe('Now'));
    // Said once, on the felt: the bar does not repeat it.
    expect(screen.getAllByText(/^Break — play resumes in/)).toHaveLength(1);
  });

  it('says on the felt that the operator paused the tournament, and reads the standing again, its clock standing still', async () => {
    let standing = tournamentStanding();
    await openTable(tableView(), {}, { standing: () => standing });
    await waitFor(() => expect(fact('Your rank')).toBe('2 of 18'));
    const reads = standingReads();

    const pausedAt = new Date().toISOString();
    standing = tournamentStanding({ pausedAt });
    push(stateFrame(11, tableView({ pausedAt })));
    // The hand in play finishes first; no countdown runs down a clock that stands still.
    expect(await screen.findByText('Tournament paused by the operator after this hand')).toBeInTheDocument();
    expect(screen.queryByText('Next level (100/200 (ante 200)) in')).toBeNull();
    await waitFor(() => expect(fact('Next break')).toBe('Paused'));
    expect(standingReads()).toBe(reads + 1);
    expect(screen.getAllByText(/^Tournament paused by the operator/)).toHaveLength(1);
  });
});

describe("the player's finish", () => {
  it('tells a busted player their place of the entries, and that they cannot sit again', async () => {
    await openTable(
      tableView({ seats: [tableSeat(1, 3, 'flop_queen')] }),
      {},
      { room: testRoom({ roomState: 'playing', members: [HOST] }), standing: () => out(27) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your tournament is over' });
    expect(dialog).toHaveAccessibleDescription('You finished 27th of 40');
    expect(dialog).toHaveTextContent('You are out of this tournament and cannot take a seat again.');
    expect(within(dialog).getByRole('link', { name: "See the tournament's results" })).toHaveAttribute('href', '/tournaments/12');
    expect(fact('Your place')).toBe('27th');
    // Their place says it all: no "not seated" notice under it.
    expect(screen.queryByText(/You are not seated in this room/)).not.toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells a player in the money that the prize comes at the end, and the prize once the results notification pays it', async () => {
    let standing: TournamentStanding = out(3);
    await openTable(tableView(), {}, { standing: () => standing });
    const dialog = await screen.findByRole('dialog', { name: 'Your tournament is over' });
    expect(dialog).toHaveAccessibleDescription('You finished 3rd of 40');
    expect(dialog).toHaveTextContent('You are in the money: your prize is paid into your wallet when the tournament ends.');

    standing = tournamentStanding(
      { phase: 'finished', playersLeft: 1, winner: { userId: HOST.id, username: HOST.username } },
      {
        ...out(3).you,
        prize: 35.2,
      },
    );
    act(() => mockSocket.push('notification', resultsNotice({ place: 3, prize: 35.2, entries: 40 })));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleDescription('You finished 3rd of 40 and won 35.20 USDT'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Wallet balance: 100.00 USDT');
    act(() => updateUser({ balance: 135.2 }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Wallet balance: 135.20 USDT');
  });

  it("crowns the winner by the tournament's name, with the prize, and the finished table says who won", async () => {
    const won = tournamentStanding(
      { phase: 'finished', playersLeft: 1, averageStack: 24_000, winner: { userId: YOU.id, username: YOU.username } },
      { rank: null, stack: null, place: 1, prize: 784, tableId: null },
    );
    const awards = [{ potIndex: 0, seat: 2, amount: 9_600, handName: 'Two Pair, Aces and Kings', cards: null }];
    const finished = tableView({
      status: 'finished',
      seats: [tableSeat(2, 7, 'river_rat', { stack: 24_000 })],
      hand: tableHand({ street: 'complete', actingSeat: null, actionDeadline: null, awards }),
    });
    await openTable(finished, {}, { room: testRoom({ roomState: 'completed', members: [] }), standing: () => won });
    const dialog = await screen.findByRole('dialog', { name: 'You won Sunday Million!' });
    expect(dialog).toHaveAccessibleDescription('You finished 1st of 40 and won 784.00 USDT');
    expect(fact('Winner')).toBe('river_rat');
    const centre = screen.getByText('Tournament over').closest('[role="status"]');
    expect(centre).toHaveTextContent('Tournament overWinner: river_rat');
    // Nothing is left to decide at a finished table.
    expect(screen.queryByRole('region', { name: 'Your controls' })).not.toBeInTheDocument();
  });

  it('waits a moment for a bust to be placed, then tells it', async () => {
    let standing = tournamentStanding({}, { stack: null, rank: null, tableId: null });
    await openTable(tableView(), {}, { standing: () => standing });
    await waitFor(() => expect(standingReads()).toBe(1));
    standing = out(12);
    // The director places a bust within a pass (2 s): the table asks again on that beat, without a hand to wait for.
    expect(await screen.findByRole('dialog', { name: 'Your tournament is over' }, { timeout: 4_000 })).toHaveAccessibleDescription(
      'You finished 12th of 40',
    );
  });
});

describe('a player the tournament moves', () => {
  it('follows their chips to the new table, which says where they sit until it deals them in', async () => {
    const newTable = makeRoom(9, { roomState: 'playing', roomMembers: [11, 12], Tournament: { id: 12, name: 'Sunday Million' } });
    await openTable(tableView(), {}, { routes: { 'GET /api/rooms/9': () => ({ status: 200, body: roomDetail(newTable) }) } });
    push(movedFrame(5, { toTableId: 9, seat: 4 }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/game/9'));
    const notice = await screen.findByText('You were moved to table 9, seat 4');
    expect(notice.closest('[role="status"]')).toHaveTextContent("You are dealt in here from the table's next hand, with your chips.");
    expect(screen.queryByText(/You are not seated in this room/)).not.toBeInTheDocument();
    await settle();
  });

  it('stays put for a move from another table (a page of another table of theirs follows it)', async () => {
    await openTable(tableView());
    push(movedFrame(5, { fromTableId: 8, toTableId: 9 }));
    await settle();
    expect(currentLocation().pathname).toBe('/game/5');
  });
});

function resultsNotice(data: { place: number; prize: number; entries: number }): NotificationPayload {
  return {
    id: 41,
    type: 'tournament_results',
    title: 'Tournament results',
    body: `You finished ${data.place}rd of ${data.entries} in Sunday Million and won ${data.prize.toFixed(2)} USDT.`,
    sendAt: new Date().toISOString(),
    readAt: null,
    isSent: true,
    data: { tournamentId: 12, ...data },
  };
}
