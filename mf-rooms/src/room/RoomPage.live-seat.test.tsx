import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRealtime } from 'shared-events';
import { toastMessages } from './test/render-room';
import { privateFrame, privateView, stateFrame, tableHand, tableSeat, tableView } from '../game/test/live-table.fixtures';
import { answerLastRequest, mockSocket, openTable, push, seatOf, sentRequests } from './test/live-table.harness';
import { TABLE_PREFERENCES } from '../game/controller/use-table-preference';

jest.mock('socket.io-client', () => ({
  io: () => jest.requireActual<typeof import('./test/live-table.harness')>('./test/live-table.harness').mockSocket,
}));

const user = userEvent.setup();
const flights = () => document.querySelectorAll('[data-chip]');

beforeAll(() => startRealtime());
beforeEach(() => {
  mockSocket.sent.length = 0;
  window.localStorage.clear();
});

describe('your seat at the live table', () => {
  it("says you sit out, and I'm back sends table:back", async () => {
    await openTable(tableView(), { tables: [privateView({ sittingOut: true })] });
    expect(screen.getByText('You are sitting out: your blinds are posted and your hands folded until you come back.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I'm back" }));
    expect(sentRequests()).toEqual([['table:back', { tableId: 5 }]]);
    await answerLastRequest({ ok: true });
    push(privateFrame(5, privateView({ sittingOut: false })));
    expect(screen.queryByRole('button', { name: "I'm back" })).not.toBeInTheDocument();
  });

  it('says so while you sit out with no cards in the hand being played', async () => {
    await openTable(tableView(), { tables: [privateView({ handNumber: 2, cards: [], sittingOut: true })] });
    expect(screen.getByRole('button', { name: "I'm back" })).toBeInTheDocument();
  });

  it("shows the server's boxes, a click at once, and puts it back with the refusal's message", async () => {
    await openTable(tableView(), { tables: [privateView({ leaveAfterHand: true })] });
    const sitOut = screen.getByRole('checkbox', { name: 'Sit out next hand' });
    expect(screen.getByRole('checkbox', { name: 'Leave after this hand' })).toBeChecked();
    expect(sitOut).not.toBeChecked();

    await user.click(sitOut);
    expect(sitOut).toBeChecked();
    expect(sentRequests()).toEqual([['table:sitOutNextHand', { tableId: 5, value: true }]]);
    await answerLastRequest({ ok: false, code: 'TABLE_CLOSED', message: 'The table is closing.' });
    expect(sitOut).not.toBeChecked();
    expect(toastMessages()).toContain('The table is closing.');

    // Accepted: the click holds until the server's value follows, then the server's value rules.
    await user.click(sitOut);
    await answerLastRequest({ ok: true });
    expect(sitOut).toBeChecked();
    push(privateFrame(5, privateView({ leaveAfterHand: true, sitOutNextHand: true })));
    expect(sitOut).toBeChecked();
    push(privateFrame(6, privateView({ handNumber: 4, leaveAfterHand: true, sitOutNextHand: false, sittingOut: true })));
    expect(sitOut).not.toBeChecked();
  });

  it('shows who sits out and who is away', async () => {
    await openTable(
      tableView({
        seats: [
          tableSeat(1, 3, 'flop_queen', { connected: false }),
          tableSeat(2, 7, 'river_rat'),
          tableSeat(3, 9, 'ace_high', { status: 'sittingOut' }),
        ],
        // An away player's clock runs, in place of their state: here it is your turn.
        hand: tableHand({ actingSeat: 2 }),
      }),
    );
    expect(within(seatOf('flop_queen')).getByText('Disconnected')).toBeInTheDocument();
    expect(within(seatOf('ace_high')).getByText('Sitting out')).toBeInTheDocument();
  });
});

describe('the table between and during hands', () => {
  it("runs the acting seat's clock for everyone, the table's length, then the time bank", async () => {
    // The page's clock ticks on whole seconds (later under load): the counts are read, the arithmetic is seat-view's test.
    const deadline = new Date(Date.now() + 9_500).toISOString();
    await openTable(tableView({ clock: { actionSeconds: 20, timeBankSeconds: 30 }, hand: tableHand({ actingSeat: 1, actionDeadline: deadline }) }));
    const bar = within(seatOf('flop_queen')).getByRole('progressbar', { name: 'Time to act' });
    const left = Number(/^(\d+) seconds left$/.exec(bar.getAttribute('aria-valuetext') ?? '')?.[1]);
    expect(left).toBeGreaterThan(0);
    // The bar is the table's 20 s long: each second left is 5% of it.
    expect(bar).toHaveAttribute('aria-valuenow', String(5 * left));

    const late = new Date(Date.now() - 3_500).toISOString();
    push(
      stateFrame(
        11,
        tableView({
          seats: [tableSeat(1, 3, 'flop_queen', { timeBankMs: 12_000 }), tableSeat(2, 7, 'river_rat')],
          hand: tableHand({ actingSeat: 1, actionDeadline: late }),
        }),
      ),
    );
    const bank = within(seatOf('flop_queen')).getByRole('progressbar', { name: 'Time bank' });
    const banked = Number(/^(\d+) seconds left$/.exec(bank.getAttribute('aria-valuetext') ?? '')?.[1]);
    expect(banked).toBeGreaterThan(0);
    // The bank's bar is the bank's 12 s long.
    expect(bank).toHaveAttribute('aria-valuenow', String(Math.round(Math.min(100, (100 * banked) / 12))));
    expect(within(seatOf('flop_queen')).getByText(`Time bank: ${banked} s`)).toBeInTheDocument();
  });

  it('keeps the finished hand on show with the seconds to the next one', async () => {
    const finished = tableView({
      seats: [tableSeat(1, 3, 'flop_queen', { revealedCards: ['Kh', 'Ks'] }), tableSeat(2, 7, 'river_rat')],
      hand: tableHand({
        street: 'complete',
        actingSeat: null,
        actionDeadline: null,
        board: ['Kd', '7c', '2s', '2h', '9d'],
        awards: [{ potIndex: 0, seat: 1, amount: 800, handName: 'Full House, Kings over Twos', cards: null }],
      }),
      nextHandAt: new Date(Date.now() + 4_200).toISOString(),
    });
    await openTable(finished);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Next hand in [4-6] s$/);
    expect(within(seatOf('flop_queen')).getByText('Wins 800 with Full House, Kings over Twos')).toBeInTheDocument();
    expect(within(seatOf('flop_queen')).getByRole('img', { name: 'King of Spades' })).toBeInTheDocument();
    push(stateFrame(11, tableView({ hand: tableHand({ handNumber: 4 }) })));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('names the main pot, each side pot and the total', async () => {
    await openTable(
      tableView({
        hand: tableHand({
          pots: [
            { amount: 300, eligibleSeats: [1, 2, 3] },
            { amount: 120, eligibleSeats: [1, 2] },
          ],
        }),
      }),
    );
    const pots = within(screen.getByRole('list', { name: 'Pots' }))
      .getAllByRole('listitem')
      .map((pot) => pot.textContent);
    expect(pots).toEqual(['Main pot 300', 'Side pot 1 120', 'Total 420']);
  });

  it('slides the bets to the pot when the street ends, then the pot to the winner', async () => {
    await openTable(tableView());
    expect(flights()).toHaveLength(0);
    push(
      stateFrame(
        11,
        tableView({
          seats: [tableSeat(1, 3, 'flop_queen'), tableSeat(2, 7, 'river_rat')],
          hand: tableHand({ street: 'flop', board: ['Qh', 'Jc', 'Ts'] }),
        }),
      ),
    );
    // Both blinds' bets.
    expect(flights()).toHaveLength(2);
    act(() => flights().forEach((chip) => chip.dispatchEvent(new Event('transitionend', { bubbles: true }))));
    expect(flights()).toHaveLength(0);
    push(
      stateFrame(
        12,
        tableView({
          seats: [tableSeat(1, 3, 'flop_queen'), tableSeat(2, 7, 'river_rat')],
          hand: tableHand({
            street: 'flop',
            board: ['Qh', 'Jc', 'Ts'],
            awards: [{ potIndex: 0, seat: 2, amount: 150, handName: null, cards: null }],
          }),
        }),
      ),
    );
    expect(flights()).toHaveLength(1);
  });

  it('moves no chip for a player who asks for reduced motion', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      await openTable(tableView());
      push(stateFrame(11, tableView({ seats: [tableSeat(1, 3, 'flop_queen'), tableSeat(2, 7, 'river_rat')], hand: tableHand({ street: 'flop' }) })));
      expect(flights()).toHaveLength(0);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('remembers the four-colour deck across visits', async () => {
    await openTable(tableView(), { tables: [privateView({ cards: ['Ad', 'Kc'] })] });
    const deck = screen.getByRole('switch', { name: 'Four-colour deck' });
    expect(deck).not.toBeChecked();
    expect(within(seatOf('river_rat')).getByRole('img', { name: 'Ace of Diamonds' })).toHaveStyle({ color: '#c62828' });
    await user.click(deck);
    expect(window.localStorage.getItem(TABLE_PREFERENCES.fourColourDeck.key)).toBe('true');
    expect(within(seatOf('river_rat')).getByRole('img', { name: 'Ace of Diamonds' })).toHaveStyle({ color: '#1565c0' });
  });

  it('starts with the four-colour deck the player chose before', async () => {
    window.localStorage.setItem(TABLE_PREFERENCES.fourColourDeck.key, 'true');
    await openTable(tableView(), { tables: [privateView({ cards: ['Ad', 'Kc'] })] });
    expect(screen.getByRole('switch', { name: 'Four-colour deck' })).toBeChecked();
    expect(within(seatOf('river_rat')).getByRole('img', { name: 'King of Clubs' })).toHaveStyle({ color: '#2e7d32' });
  });

  it('counts stacks and bets in big blinds once the player asks, the chips on hover, and remembers it', async () => {
    await openTable(tableView());
    const rat = within(seatOf('river_rat'));
    expect(rat.getByText('Stack').parentElement).toHaveTextContent('Stack4,800');
    await user.click(screen.getByRole('switch', { name: 'Stacks in big blinds' }));
    // Level 2: blinds 50/100.
    expect(rat.getByText('Stack').parentElement).toHaveTextContent('Stack48 BB');
    expect(rat.getByTitle('4,800 chips')).toHaveTextContent('48 BB');
    // The bet lies on the felt in front of the seat, as chips.
    expect(within(seatOf('river_rat').parentElement!).getByText(/^Bet/).parentElement).toHaveTextContent('Bet 1 BB');
    expect(window.localStorage.getItem(TABLE_PREFERENCES.stacksInBigBlinds.key)).toBe('true');
  });
});
