import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRealtime } from 'shared-events';
import { deferredReply, type Reply } from 'shared-events/testing';
import { toastMessages } from './test/render-room';
import { RECORDED_HAND } from '../game/test/hand-log.fixtures';
import { privateFrame, privateView, stateFrame, tableHand, tableSeat, tableView, tournamentStanding } from '../game/test/live-table.fixtures';
import { mockSocket, openTable, push, seatOf, sentRequests as sentActions } from './test/live-table.harness';

jest.mock('socket.io-client', () => ({
  io: () => jest.requireActual<typeof import('./test/live-table.harness')>('./test/live-table.harness').mockSocket,
}));

const user = userEvent.setup();

const yourTurn = privateView({ legalActions: [{ type: 'fold' }, { type: 'call', amount: 200 }, { type: 'raise', min: 400, max: 4900 }] });
const facingRaise = tableView({
  seats: [tableSeat(1, 3, 'flop_queen', { bet: 300 }), tableSeat(2, 7, 'river_rat', { bet: 100 })],
  hand: tableHand({ pots: [{ amount: 400, eligibleSeats: [1, 2] }] }),
});

beforeAll(() => startRealtime());
beforeEach(() => {
  mockSocket.sent.length = 0;
});

describe('the live table of a playing room', () => {
  it('keeps the room seats while the table has no snapshot (404)', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await openTable(null);
    expect(info).toHaveBeenCalledWith('[realtime] no snapshot of table:5:', expect.stringContaining('404'));
    // The server has no table for the room: its seats show at once.
    expect(screen.getByRole('status')).toHaveTextContent('Game in progress');
    expect(screen.queryByRole('region', { name: 'Your controls' })).not.toBeInTheDocument();
    info.mockRestore();
  });

  it("keeps the table's place while its snapshot is on its way, however long, so the felt replaces nothing on screen", async () => {
    const snapshot = deferredReply();
    const standing = deferredReply();
    let reply: Reply | undefined;
    await openTable(
      tableView(),
      {},
      {
        tableSnapshot: (answer) => ((reply = answer), snapshot.handler()),
        routes: { 'GET /api/tournaments/12/standing': standing.handler },
      },
    );
    // The standing bar holds its place while it loads, its facts greyed.
    const bar = screen.getByRole('region', { name: 'Tournament standing' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(within(bar).getByText('Players left')).toBeInTheDocument();
    await act(async () => standing.release({ status: 200, body: tournamentStanding({ playersLeft: 17, entries: 20 }) }));
    // The same bar, filled in (not a new one in its place).
    expect(await within(bar).findByText('17 / 20')).toBeInTheDocument();
    expect(bar).not.toHaveAttribute('aria-busy');
    // The room's seats wait unseen in the table's place.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const roomSeats = () => screen.queryAllByRole('status', { hidden: true }).find((status) => status.textContent?.includes('Game in progress'));
    expect(roomSeats()?.closest('[aria-busy="true"]')).not.toBeNull();
    await act(async () => snapshot.release(reply!));
    expect(seatOf('flop_queen')).toBeVisible();
    expect(roomSeats()).toBeUndefined();
  });

  it("folds the room's controls into one menu beside the table while the game is played, and confirms Leave Tournament", async () => {
    await openTable(tableView());
    const controls = within(screen.getByRole('region', { name: 'Room controls' }));
    expect(controls.getByText('Game in Progress')).toBeInTheDocument();
    // The felt takes the space: no sidebar of buttons, players and stats beside it.
    for (const name of ['Players', 'Game Stats']) expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Room' })).not.toBeInTheDocument();

    await user.click(controls.getByRole('button', { name: 'Table menu' }));
    const menu = within(await screen.findByRole('menu'));
    // Not the host: no End Game; the same names as the sidebar's.
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Back', 'Refresh', 'Leave Room', 'Leave Tournament']);
    await user.click(menu.getByRole('menuitem', { name: 'Leave Tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Sunday Million?' });
    expect(dialog).toHaveTextContent('Your chips stay at the table and sit out: blinds and antes are posted from them');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(sentActions()).toEqual([]);
  });

  it('renders from the snapshot, with your cards face up and the others face down, then follows the frames', async () => {
    await openTable(tableView());
    push(privateFrame(5, privateView()));
    expect(within(seatOf('river_rat')).getByRole('img', { name: 'Ace of Spades' })).toBeInTheDocument();
    expect(within(seatOf('river_rat')).getByRole('img', { name: 'King of Diamonds' })).toBeInTheDocument();
    expect(within(seatOf('flop_queen')).getAllByRole('img', { name: 'Hidden card' })).toHaveLength(2);
    expect(within(seatOf('flop_queen')).getByText('Dealer')).toBeInTheDocument();
    expect(screen.getByText('Level 2: blinds 50/100')).toBeInTheDocument();
    expect(screen.getByText('Your hand: Ace High')).toBeInTheDocument();
    // Your seat at the bottom, the others clockwise after it (on a phone above the felt, in that order).
    const others = screen.getByRole('list', { name: 'Other seats' });
    const seatOrder = [...others.children].map((seat) => seat.getAttribute('data-chip-anchor'));
    expect(seatOrder).toEqual(['seat-3', 'seat-4', 'seat-5', 'seat-6', 'seat-7', 'seat-8', 'seat-1']);
    // The seats nobody holds are quiet outlines: the director seats the players, there is nothing to read or press.
    expect(
      within(others)
        .getAllByRole('group')
        .map((seat) => seat.textContent),
    ).toEqual([expect.stringContaining('Seat 1:')]);
    expect(within(others).queryByText('Empty Seat')).not.toBeInTheDocument();

    const flop = tableView({
      hand: { ...tableView().hand!, street: 'flop', board: ['Qh', 'Jc', 'Ts'], pots: [{ amount: 400, eligibleSeats: [1, 2] }] },
    });
    push(stateFrame(11, flop));
    expect(
      within(screen.getByRole('list', { name: 'Board' }))
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Queen of Hearts', 'Jack of Clubs', 'Ten of Spades']);
    expect(screen.getByText('Main pot 400')).toBeInTheDocument();
    expect(within(seatOf('flop_queen')).queryByRole('img', { name: /of/ })).not.toBeInTheDocument();
  });

  it("shows your cards from the user channel's snapshot when you open the table mid-hand (no frame needed)", async () => {
    await openTable(tableView(), { tables: [privateView()] });
    expect(within(seatOf('river_rat')).getByRole('img', { name: 'Ace of Spades' })).toBeInTheDocument();
    expect(within(seatOf('river_rat')).getByRole('img', { name: 'King of Diamonds' })).toBeInTheDocument();
    expect(screen.getByText('Your hand: Ace High')).toBeInTheDocument();
  });

  it('shows a showdown reveal and the winner with the hand name', async () => {
    const hand = tableView().hand!;
    const showdown = tableView({
      seats: [tableSeat(1, 3, 'flop_queen', { revealedCards: ['Kh', 'Ks'] }), tableSeat(2, 7, 'river_rat')],
      hand: {
        ...hand,
        street: 'complete',
        actingSeat: null,
        awards: [{ potIndex: 0, seat: 1, amount: 800, handName: 'Full House, Kings over Twos', cards: null }],
      },
    });
    const won = { handNumber: 3, index: 9, kind: 'wins', seat: 1, username: 'flop_queen', amount: 800, potIndex: 0, potCount: 1 } as const;
    await openTable(showdown, {}, { log: [{ ...won, handName: 'Full House, Kings over Twos' }] });
    expect(within(seatOf('flop_queen')).getByRole('img', { name: 'King of Hearts' })).toBeInTheDocument();
    expect(within(seatOf('flop_queen')).getByText('Wins 800 with Full House, Kings over Twos')).toBeInTheDocument();
    expect(screen.getByText('flop_queen wins 800 from the pot with Full House, Kings over Twos')).toBeInTheDocument();
  });

  it("reads the table's hand log when it opens, then adds each frame's new entries once, a street marker with the board", async () => {
    const [start, smallBlind, bigBlind] = RECORDED_HAND.map((entry) => ({ ...entry, handNumber: 3 }));
    await openTable(tableView(), {}, { log: [start, smallBlind] });
    const log = screen.getByRole('log', { name: 'Hand log' });
    const lines = () =>
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines()).toEqual(['Hand #3 · Blinds 50/100 ante 100 · Button seat 1', 'flop_queen posts the small blind 50']);

    const flop = { handNumber: 3, index: 3, kind: 'street', street: 'flop', cards: ['Qh', 'Jc', 'Ts'], board: ['Qh', 'Jc', 'Ts'] } as const;
    // A frame may repeat an entry the read already had: it is listed once.
    push({ ...stateFrame(11, tableView()), data: { view: tableView(), log: [smallBlind, bigBlind, flop] } });
    expect(lines()).toEqual([
      'Hand #3 · Blinds 50/100 ante 100 · Button seat 1',
      'flop_queen posts the small blind 50',
      'river_rat posts the big blind 100',
      '*** FLOP *** [Qh Jc Ts]',
    ]);
  });

  it('on your turn shows the buttons by their exact names, and Call 200 sends table:act with the hand and seq seen', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, yourTurn));
    const controls = within(screen.getByRole('region', { name: 'Your controls' }));
    for (const name of ['Fold', 'Call 200', 'Raise to', 'All-in']) expect(controls.getByRole('button', { name })).toBeInTheDocument();
    expect(controls.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    await user.click(controls.getByRole('button', { name: 'Call 200' }));
    expect(sentActions()).toEqual([['table:act', { tableId: 5, handNumber: 3, seq: 10, action: 'call' }]]);
  });

  it('sizes a raise with the presets and takes any legal amount exactly as typed', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, yourTurn));
    const controls = within(screen.getByRole('region', { name: 'Your controls' }));
    const amount = controls.getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue(400);
    // 400 in the middle and 200 to call: a pot raise is to 300 + 600.
    await user.click(controls.getByRole('button', { name: 'Pot' }));
    expect(amount).toHaveValue(900);
    await user.clear(amount);
    await user.type(amount, '1234');
    await user.click(controls.getByRole('button', { name: 'Raise to' }));
    expect(sentActions()).toEqual([['table:act', { tableId: 5, handNumber: 3, seq: 10, action: 'raise', amount: 1234 }]]);
  });

  it('says the legal range of an illegal amount and sends nothing until it is legal', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, yourTurn));
    const controls = within(screen.getByRole('region', { name: 'Your controls' }));
    const amount = controls.getByRole('spinbutton', { name: 'Amount' });
    for (const illegal of ['300', '4901', '450.5']) {
      await user.clear(amount);
      await user.type(amount, illegal);
      expect(amount).toHaveValue(Number(illegal));
      expect(controls.getByRole('alert')).toHaveTextContent('Enter a raise from 400 to 4,900');
      expect(controls.getByRole('button', { name: 'Raise to' })).toBeDisabled();
    }
    await user.clear(amount);
    await user.type(amount, '4900');
    expect(controls.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(controls.getByRole('button', { name: 'Raise to' }));
    expect(sentActions()).toEqual([['table:act', { tableId: 5, handNumber: 3, seq: 10, action: 'raise', amount: 4900 }]]);
  });

  it('puts the focus on Fold, Call and Raise to by F, C and R, and Enter presses it; the shortcuts can be turned off', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, yourTurn));
    const controls = within(screen.getByRole('region', { name: 'Your controls' }));
    await user.keyboard('r');
    expect(controls.getByRole('button', { name: 'Raise to' })).toHaveFocus();
    await user.keyboard('c');
    expect(controls.getByRole('button', { name: 'Call 200' })).toHaveFocus();
    await user.keyboard('f');
    expect(controls.getByRole('button', { name: 'Fold' })).toHaveFocus();
    expect(sentActions()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(sentActions()).toEqual([['table:act', { tableId: 5, handNumber: 3, seq: 10, action: 'fold' }]]);
  });

  it('leaves single keys alone once the keyboard shortcuts are off', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, yourTurn));
    const toggle = screen.getByRole('switch', { name: 'Keyboard shortcuts' });
    expect(toggle).toHaveAccessibleDescription('On your turn: F Fold, C Check or Call, R Bet or Raise to, S Show, M Muck; Enter confirms.');
    expect(screen.getByRole('button', { name: 'Fold' })).toHaveAttribute('aria-keyshortcuts', 'F');
    expect(screen.getByRole('button', { name: 'Fold' })).toHaveAttribute('title', 'Fold (F)');
    await user.click(toggle);
    await user.keyboard('f');
    expect(screen.getByRole('button', { name: 'Fold' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fold' })).not.toHaveAttribute('aria-keyshortcuts');
    expect(window.localStorage.getItem('poker.keyboardShortcuts')).toBe('false');
    await user.click(screen.getByRole('switch', { name: 'Keyboard shortcuts' }));
  });

  it('shows the message of a refused action', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, yourTurn));
    await user.click(screen.getByRole('button', { name: 'Fold' }));
    const [, envelope] = mockSocket.sentOf('rt:request')[0] as [string, { actionId: string }];
    await act(async () =>
      mockSocket.answer('rt:request', { ok: false, actionId: envelope.actionId, code: 'NOT_YOUR_TURN', message: 'It is not your turn.' }),
    );
    expect(toastMessages()).toContain('It is not your turn.');
  });

  it('sends the ticked pre-action when the turn comes', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, privateView()));
    expect(screen.queryByRole('button', { name: 'Fold' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Call any' }));
    push(privateFrame(6, yourTurn));
    expect(sentActions()).toEqual([['table:act', { tableId: 5, handNumber: 3, seq: 10, action: 'call' }]]);
    expect(screen.queryByRole('checkbox', { name: 'Call any' })).not.toBeInTheDocument();
  });

  it('forgets a ticked pre-action when the street changes', async () => {
    await openTable(facingRaise);
    push(privateFrame(5, privateView()));
    await user.click(screen.getByRole('checkbox', { name: 'Check/Fold' }));
    expect(screen.getByRole('checkbox', { name: 'Check/Fold' })).toBeChecked();
    push(stateFrame(11, tableView({ hand: tableHand({ street: 'flop', board: ['Qh', 'Jc', 'Ts'], actingSeat: 1 }) })));
    expect(screen.getByRole('checkbox', { name: 'Check/Fold' })).not.toBeChecked();
    push(privateFrame(6, yourTurn));
    expect(sentActions()).toEqual([]);
  });
});
