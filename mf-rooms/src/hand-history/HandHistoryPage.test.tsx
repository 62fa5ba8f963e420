import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi, type SentRequest } from 'shared-events/testing';
import type { HandHistoryResponse, HandHistoryRow, HandReplay } from 'shared-events/contracts';
import { renderAt } from 'shared-ui/testing';
import { App } from '../App';
import { player } from '../test/room.fixtures';

const user = userEvent.setup();

function hand(id: number, patch: Partial<HandHistoryRow> = {}): HandHistoryRow {
  return {
    id,
    date: '2026-03-01T18:42:00.000Z',
    gameType: 'NLH',
    tournamentId: 12,
    tournamentName: 'Sunday Million',
    roomId: '12-003',
    handNumber: id,
    stakes: '50/100',
    myHand: ['As', 'Kh'],
    board: ['Ad', 'Kc', '7h', '2s', 'Td'],
    winningHand: 'Two Pair, Aces and Kings',
    potSize: 2400,
    result: 'won',
    net: 1200,
    ...patch,
  };
}

/** A heads-up hand as the review gives it: river_rat (you, big blind) bets the flop, ace_high folds. */
const REPLAY: HandReplay = {
  id: 31,
  tournamentId: 12,
  tournamentName: 'Sunday Million',
  roomId: '12-003',
  handNumber: 31,
  gameType: 'NLH',
  stakes: '50/100',
  smallBlind: 50,
  bigBlind: 100,
  ante: 0,
  startedAt: '2026-03-01T18:41:00.000Z',
  endedAt: '2026-03-01T18:42:00.000Z',
  voided: false,
  buttonSeat: 5,
  players: [
    { seat: 3, username: 'river_rat', you: true, startingStack: 1000, holeCards: ['As', 'Kh'], showedDown: false, won: 200, net: 100 },
    { seat: 5, username: 'ace_high', you: false, startingStack: 1000, holeCards: null, showedDown: false, won: 0, net: -100 },
  ],
  board: ['Ad', '7c', '2s'],
  pot: 200,
  winningHand: null,
  autoActions: [],
  phh: [
    "variant = 'NT'",
    'ante_trimming_status = false',
    'antes = [0, 0]',
    'blinds_or_straddles = [50, 100]',
    'min_bet = 100',
    'starting_stacks = [1000, 1000]',
    "actions = ['d dh p1 AsKh', 'd dh p2 ????', 'p2 cc', 'p1 cc', 'd db Ad7c2s', 'p1 cbr 200', 'p2 f']",
    'finishing_stacks = [1100, 900]',
  ].join('\n'),
  fairness: null,
};

const page = (rows: HandHistoryRow[], count = rows.length, number = 1): HandHistoryResponse => ({ rows, count, page: number, limit: 10 });

function openHandHistory() {
  logIn('token', player);
  renderAt(<App />, '/hand-history');
}

describe('hand history /hand-history', () => {
  it('lists the recent hands: date, game, stakes, hole cards, result and a review button', async () => {
    const sent = fakeApi({
      'GET /api/users/hand-history': () => ({ status: 200, body: page([hand(2), hand(1, { myHand: ['7d', '2c'], result: 'lost', net: -50 })]) }),
    });
    openHandHistory();

    // The first test loads the page's code: give it time on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand History' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recent Hands' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Game', 'Stakes', 'Your Hand', 'Result', 'Review']);
    const [, first, second] = within(table).getAllByRole('row');
    // The rank is written on the card, the suit drawn: both are in its name.
    expect(within(first).getByRole('img', { name: 'Ace of Spades' })).toHaveTextContent(/^A$/);
    expect(within(first).getByRole('img', { name: 'King of Hearts' })).toHaveStyle({ color: '#c62828' });
    expect(within(first).getByText('Won +1,200')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Seven of Diamonds' })).toBeInTheDocument();
    expect(within(second).getByText('Lost -50')).toBeInTheDocument();
    expect(within(second).getAllByText('50/100')[0]).toBeInTheDocument();
    expect(sent.find((request) => request.route === 'GET /api/users/hand-history')?.params).toEqual({ page: 1, limit: 10 });
    expect(screen.queryByRole('navigation', { name: 'Hand history pages' })).not.toBeInTheDocument();
  });

  it('says so when the player has no hands yet', async () => {
    fakeApi({ 'GET /api/users/hand-history': () => ({ status: 200, body: page([]) }) });
    openHandHistory();
    expect(await screen.findByText('No hand history available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent Hands' })).not.toBeInTheDocument();
  });

  it('reviews a hand on its own page: replayed on the felt step by step, the other player’s cards face down', async () => {
    fakeApi({
      'GET /api/users/hand-history': () => ({ status: 200, body: page([hand(31)]) }),
      'GET /api/users/hand-history/tournaments': () => ({ status: 200, body: [{ id: 12, name: 'Sunday Million', hands: 1 }] }),
      'GET /api/users/hand-history/31': () => ({ status: 200, body: REPLAY }),
    });
    openHandHistory();

    await user.click(await screen.findByRole('link', { name: 'Review hand 31 of Sunday Million' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand #31' })).toBeInTheDocument();
    expect(screen.getByText(/Sunday Million · Room 12-003 · No-Limit Hold'em · blinds 50\/100/)).toBeInTheDocument();
    // The replay's code loads with it: give it time on a busy machine.
    expect(await screen.findByText('Step 1 of 6', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Cards dealt. river_rat posts 100, ace_high posts 50.', { selector: '[role=status]' })).toBeInTheDocument();
    // Your cards face up; the other player's two cards face down.
    expect(screen.getAllByRole('img', { name: 'Ace of Spades' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /Queen/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByText('ace_high calls 50', { selector: '[role=status]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'To the end' }));
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByText('ace_high folds. river_rat wins 200.', { selector: '[role=status]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step forward' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Step back' }));
    expect(screen.getByText('river_rat bets 200', { selector: '[role=status]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flop: Ad 7c 2s' }));
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Board' })).getAllByRole('img')).toHaveLength(3);
  }, 30_000);

  it('says so when a hand to review is not the player’s', async () => {
    fakeApi({
      'GET /api/users/hand-history/77': () => ({ status: 404, body: { code: 'HAND_NOT_FOUND', message: 'This hand is not in your hand history.' } }),
    });
    logIn('token', player);
    renderAt(<App />, '/hand-history/77');
    expect(await screen.findByText('This hand is not in your hand history.')).toBeInTheDocument();
  });

  it('filters the hands by tournament', async () => {
    const sent = fakeApi({
      'GET /api/users/hand-history': () => ({ status: 200, body: page([hand(5)]) }),
      'GET /api/users/hand-history/tournaments': () => ({
        status: 200,
        body: [
          { id: 12, name: 'Sunday Million', hands: 3 },
          { id: 9, name: 'Daily Turbo', hands: 1 },
        ],
      }),
    });
    openHandHistory();
    await user.click(await screen.findByRole('button', { name: 'Tournament: All tournaments' }));
    // The menu's code comes when it is first wanted.
    expect(await screen.findByRole('menuitemradio', { name: 'All tournaments' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Daily Turbo (1)' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.route === 'GET /api/users/hand-history').pop()?.params).toEqual({
        page: 1,
        limit: 10,
        tournamentId: 9,
      }),
    );
    // The button says the choice, and the menu ticks it when opened again; All lists every hand again.
    await user.click(await screen.findByRole('button', { name: 'Tournament: Daily Turbo' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Daily Turbo (1)' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'All tournaments' }));
    expect(await screen.findByRole('button', { name: 'Tournament: All tournaments' })).toBeInTheDocument();
    expect(screen.getByText('Download all your hands:')).toBeInTheDocument();
  });

  it('pages through more than ten hands', async () => {
    const sent: SentRequest[] = fakeApi({
      'GET /api/users/hand-history': (_body, request) => {
        const number = (request.params as { page: number }).page;
        return { status: 200, body: page([hand(number === 1 ? 30 : 20)], 12, number) };
      },
    });
    openHandHistory();

    const pages = await screen.findByRole('navigation', { name: 'Hand history pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Review hand 20/ })).toBeInTheDocument();
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(sent.filter((request) => request.route === 'GET /api/users/hand-history').map((request) => request.params)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
  });

  it('shows a skeleton while loading, and Retry after a failure', async () => {
    let answer: 'down' | 'up' = 'down';
    fakeApi({ 'GET /api/users/hand-history': () => (answer === 'down' ? { status: 500 } : { status: 200, body: page([hand(1)]) }) });
    jest.useFakeTimers();
    openHandHistory();
    expect(await screen.findByLabelText('Loading hand history')).toBeInTheDocument();

    await act(() => jest.runAllTimersAsync());
    jest.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your hand history.');
    answer = 'up';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Recent Hands' })).toBeInTheDocument();
  });
});
