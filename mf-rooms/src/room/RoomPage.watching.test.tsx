import { act, screen, within } from '@testing-library/react';
import { startRealtime } from 'shared-events';
import { stateFrame, tableHand, tableSeat, tableView } from '../game/test/live-table.fixtures';
import { mockSocket, openTable, push, seatOf } from './test/live-table.harness';
import { HOST, member, testRoom } from './test/test-room';

jest.mock('socket.io-client', () => ({
  io: () => jest.requireActual<typeof import('./test/live-table.harness')>('./test/live-table.harness').mockSocket,
}));

const TOM = member(9, 'turn_tom');
/** Room 5 in play between flop_queen and turn_tom; the signed-in player (river_rat, id 7) has no seat there. */
const theirRoom = testRoom({ roomState: 'playing', members: [HOST, TOM] });
const theirTable = tableView({ seats: [tableSeat(1, 3, 'flop_queen', { bet: 50 }), tableSeat(2, 9, 'turn_tom', { bet: 100 })] });
const watchers = (watching: number, tableId = 5) => act(() => mockSocket.push('table:watchers', { tableId, watching }));

beforeAll(() => startRealtime());
beforeEach(() => {
  mockSocket.sent.length = 0;
});

describe('watching a table in play without a seat at it', () => {
  it('shows the live felt marked Watching, with no controls, no cards but the public ones, and the way back to the tournament', async () => {
    await openTable(theirTable, {}, { room: theirRoom });
    const notice = screen.getByRole('status', { name: 'Watching' });
    expect(notice).toHaveTextContent('you see what every player sees, never their cards before a showdown');
    expect(within(notice).getByRole('link', { name: 'Back to tournament' })).toHaveAttribute('href', '/tournaments/12');
    expect(screen.queryByText('You are not seated in this room.')).not.toBeInTheDocument();

    for (const name of ['flop_queen', 'turn_tom']) expect(within(seatOf(name)).getAllByRole('img', { name: 'Hidden card' })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Your controls' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Fold|Check|Call|Join)/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Join to play/)).not.toBeInTheDocument();

    // The showdown shows the hands that are revealed, to the watcher as to the players.
    const hand = tableHand({ street: 'complete', actingSeat: null });
    const shown = tableView({
      seats: [tableSeat(1, 3, 'flop_queen', { revealedCards: ['Kh', 'Ks'] }), tableSeat(2, 9, 'turn_tom', { revealedCards: ['2c', '7d'] })],
      hand: { ...hand, awards: [{ potIndex: 0, seat: 1, amount: 300, handName: 'Pair of Kings', cards: null }] },
    });
    push(stateFrame(11, shown));
    expect(within(seatOf('flop_queen')).getByRole('img', { name: 'King of Hearts' })).toBeInTheDocument();
    expect(within(seatOf('turn_tom')).getByRole('img', { name: 'Seven of Diamonds' })).toBeInTheDocument();
  });

  it('shows how many watch, as the server counts them, beside the table name', async () => {
    await openTable(theirTable, {}, { room: theirRoom });
    expect(screen.queryByRole('note', { name: /watching/ })).not.toBeInTheDocument();
    watchers(2);
    expect(screen.getByRole('note', { name: '2 watching this table' })).toHaveTextContent('2 watching');
    watchers(3);
    expect(screen.getByRole('note', { name: '3 watching this table' })).toBeInTheDocument();
    // Another table's count is not this one's.
    watchers(8, 6);
    expect(screen.getByRole('note', { name: '3 watching this table' })).toBeInTheDocument();
  });

  it('shows the count to the seated players too, who are not told they watch', async () => {
    await openTable(tableView());
    watchers(1);
    expect(screen.getByRole('note', { name: '1 watching this table' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Watching' })).not.toBeInTheDocument();
  });
});
