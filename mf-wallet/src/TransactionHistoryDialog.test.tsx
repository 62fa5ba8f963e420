import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletTransaction } from 'shared-events';
import TransactionHistoryDialog from './TransactionHistoryDialog.component';
import { QueryProvider, QUERY_RETRIES } from 'shared-events/query';
import { fakeApi, type Reply } from 'shared-events/testing';

const transaction = (id: number, overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id,
  kind: 'deposit',
  amount: 10,
  currency: 'USDT',
  tournamentId: null,
  tournamentName: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  balanceAfter: id * 10,
  ...overrides,
});

const page = (rows: WalletTransaction[], count: number, pageNumber = 1): Reply => ({
  status: 200,
  body: { rows, count, page: pageNumber, limit: 10 },
});

test('lists date, kind, signed amount and balance after', async () => {
  fakeApi({
    'GET /api/users/wallet/transactions': () =>
      page(
        [
          transaction(2, { kind: 'tournament_entry', amount: -12.5, balanceAfter: 87.5, tournamentName: 'Sunday Million' }),
          transaction(1, { amount: 100, balanceAfter: 100 }),
        ],
        2,
      ),
  });
  render(<TransactionHistoryDialog balance={87.5} onClose={() => undefined} />, { wrapper: QueryProvider });
  const rows = await screen.findAllByRole('row');
  expect(
    within(rows[0])
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Date', 'Kind', 'Amount', 'Balance after']);
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    expect.stringMatching(/^Nov 23, 2026/),
    // The kind, with the date repeated under it for phone widths (CSS hides that line on wider screens).
    expect.stringMatching(/^Tournament entry · Sunday MillionNov 23, 2026/),
    '−$12.50',
    '$87.50',
  ]);
  expect(
    within(rows[2])
      .getAllByRole('cell')
      .slice(1)
      .map((cell) => cell.textContent),
  ).toEqual([expect.stringMatching(/^Deposit/), '+$100.00', '$100.00']);
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
});

test('an empty wallet says so', async () => {
  fakeApi({ 'GET /api/users/wallet/transactions': () => page([], 0) });
  render(<TransactionHistoryDialog balance={0} onClose={() => undefined} />, { wrapper: QueryProvider });
  expect(await screen.findByText(/^No transactions yet\./)).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('pages through the history with Prev and Next', async () => {
  const sent = fakeApi({
    'GET /api/users/wallet/transactions': () => (sent.length === 1 ? page([transaction(11)], 11) : page([transaction(1)], 11, 2)),
  });
  const events = userEvent.setup();
  render(<TransactionHistoryDialog balance={0} onClose={() => undefined} />, { wrapper: QueryProvider });
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await events.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(sent.map((request) => request.params)).toEqual([
    { page: 1, limit: 10 },
    { page: 2, limit: 10 },
  ]);
});

test('a failed read offers a retry', async () => {
  // The read fails once the cache's own retries have failed too.
  const answers: Reply[] = [...Array<Reply>(1 + QUERY_RETRIES).fill('network-error'), page([transaction(1)], 1)];
  const sent = fakeApi({ 'GET /api/users/wallet/transactions': () => answers.shift()! });
  const events = userEvent.setup();
  jest.useFakeTimers();
  render(<TransactionHistoryDialog balance={0} onClose={() => undefined} />, { wrapper: QueryProvider });
  // 1 s, 2 s and 4 s between the tries, then the screen's update.
  await act(() => jest.advanceTimersByTimeAsync(8_000));
  expect(sent).toHaveLength(1 + QUERY_RETRIES);
  jest.useRealTimers();
  expect(await screen.findByText('Failed to load transactions.')).toBeInTheDocument();
  await events.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
});

test('re-reads the page when the balance changes', async () => {
  const sent = fakeApi({ 'GET /api/users/wallet/transactions': () => page([transaction(1)], 1) });
  const { rerender } = render(<TransactionHistoryDialog balance={10} onClose={() => undefined} />, { wrapper: QueryProvider });
  await screen.findByRole('table');
  rerender(<TransactionHistoryDialog balance={20} onClose={() => undefined} />);
  await waitFor(() => expect(sent).toHaveLength(2));
});
