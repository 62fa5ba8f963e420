import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi, type SentRequest } from 'shared-events/testing';
import type { HandHistoryResponse, HandHistoryRow } from 'shared-events/contracts';
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

    expect(await screen.findByRole('heading', { level: 1, name: 'Hand History' })).toBeInTheDocument();
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
    expect(sent[0].params).toEqual({ page: 1, limit: 10 });
    expect(screen.queryByRole('navigation', { name: 'Hand history pages' })).not.toBeInTheDocument();
  });

  it('says so when the player has no hands yet', async () => {
    fakeApi({ 'GET /api/users/hand-history': () => ({ status: 200, body: page([]) }) });
    openHandHistory();
    expect(await screen.findByText('No hand history available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent Hands' })).not.toBeInTheDocument();
  });

  it('reviews a hand: board, hand, winning hand, pot, tournament and room', async () => {
    fakeApi({ 'GET /api/users/hand-history': () => ({ status: 200, body: page([hand(31)]) }) });
    openHandHistory();

    await user.click(await screen.findByRole('button', { name: 'Review hand 31 of Sunday Million' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand #31' });
    const board = within(dialog).getByRole('list', { name: 'Board' });
    expect(
      within(board)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Ace of Diamonds', 'King of Clubs', 'Seven of Hearts', 'Two of Spades', 'Ten of Diamonds']);
    expect(within(within(dialog).getByRole('list', { name: 'Your hand' })).getAllByRole('img')).toHaveLength(2);
    expect(dialog).toHaveTextContent('Two Pair, Aces and Kings');
    expect(dialog).toHaveTextContent('2,400 chips');
    expect(dialog).toHaveTextContent('Sunday Million');
    expect(dialog).toHaveTextContent('12-003');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reviews a hand nobody showed down, folded before the flop', async () => {
    fakeApi({
      'GET /api/users/hand-history': () => ({ status: 200, body: page([hand(4, { board: [], winningHand: null, result: 'even', net: 0 })]) }),
    });
    openHandHistory();

    await user.click(await screen.findByRole('button', { name: /Review hand 4/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No board dealt');
    expect(dialog).toHaveTextContent('No showdown');
    expect(dialog).toHaveTextContent('Even 0');
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
    expect(await screen.findByRole('button', { name: /Review hand 20/ })).toBeInTheDocument();
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(sent.map((request) => request.params)).toEqual([
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
