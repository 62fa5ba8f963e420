import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type WalletTransaction } from 'shared-events';
import { QueryProvider, queryClient } from 'shared-events/query';
import { fakeApi } from 'shared-events/testing';
import TransactionHistoryDialog from './TransactionHistoryDialog.component';
import { chainDeposit, page, withdrawal } from './test/payments-fixtures';
import { walletPaymentsKey } from './use-wallet-payments';

const TX = `0x${'9f'.repeat(32)}`;

const refund: WalletTransaction = {
  id: 3,
  kind: 'withdrawal_refund',
  amount: 30,
  currency: 'USDT',
  tournamentId: null,
  tournamentName: null,
  createdAt: '2026-11-23T13:00:00.000Z',
  balanceAfter: 100,
};

function renderHistory() {
  const sent = fakeApi({
    'GET /api/users/wallet/transactions': () => page([refund]),
    'GET /api/users/wallet/deposits': () =>
      page([chainDeposit(2, { state: 'below_minimum', amount: 1, confirmations: 12 }), chainDeposit(1, { confirmations: 7 })]),
    'GET /api/users/wallet/withdrawals': () =>
      page([
        withdrawal(5, { state: 'awaiting_approval', amount: 700 }),
        withdrawal(4, { state: 'sent', txHash: TX, sentAt: '2026-11-23T12:01:00.000Z' }),
        withdrawal(3, { state: 'confirmed', txHash: TX, confirmedAt: '2026-11-23T12:05:00.000Z' }),
        withdrawal(2, { state: 'refunded', reason: 'Rejected by the operator: address on a sanctions list', refundedAt: '2026-11-23T13:00:00.000Z' }),
        withdrawal(1, { state: 'requested' }),
      ]),
  });
  render(<TransactionHistoryDialog balance={100} chain onClose={() => undefined} />, { wrapper: QueryProvider });
  return { sent, events: userEvent.setup() };
}

test('on a chain site the ledger comes first, naming a withdrawal’s refund', async () => {
  renderHistory();
  expect(await screen.findByRole('tab', { name: 'Transactions', selected: true })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Wallet transactions' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^.*Withdrawal refund.*\+\$30\.00/);
});

test('the Withdrawals tab shows each withdrawal’s state, with the transaction once sent and the reason of a refund', async () => {
  const { events } = renderHistory();
  await events.click(await screen.findByRole('tab', { name: 'Withdrawals' }));
  const list = await screen.findByRole('list', { name: 'Withdrawals' });
  const [awaiting, sent, confirmed, refunded, requested] = within(list).getAllByRole('listitem');
  expect(within(awaiting).getByText('Awaiting approval')).toBeInTheDocument();
  expect(within(awaiting).getByText('−$700.00')).toBeInTheDocument();
  expect(within(sent).getByText('Sent')).toBeInTheDocument();
  expect(within(sent).getByText('Tx 0x9f9f…9f9f')).toBeInTheDocument();
  expect(within(sent).queryByRole('link')).toBeNull();
  await events.click(within(sent).getByRole('button', { name: 'Copy transaction hash' }));
  expect(await navigator.clipboard.readText()).toBe(TX);
  expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
  expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
  expect(within(refunded).getByText('Returned to your balance: Rejected by the operator: address on a sanctions list')).toBeInTheDocument();
  expect(within(requested).getByText('Requested')).toBeInTheDocument();
  expect(within(requested).queryByRole('button', { name: 'Copy transaction hash' })).toBeNull();
});

test('withdrawals move live from wallet:withdrawal; a refund reads the limits again', async () => {
  const { events } = renderHistory();
  await events.click(await screen.findByRole('tab', { name: 'Withdrawals' }));
  const list = await screen.findByRole('list', { name: 'Withdrawals' });
  const requested = within(list).getAllByRole('listitem')[4];
  queryClient.setQueryData(walletPaymentsKey, { mode: 'evm' });
  act(() => eventBus.emit('wallet:withdrawal', withdrawal(1, { state: 'sent', txHash: TX, sentAt: '2026-11-23T12:10:00.000Z' })));
  expect(await within(requested).findByText('Sent')).toBeInTheDocument();
  expect(within(requested).getByText('Tx 0x9f9f…9f9f')).toBeInTheDocument();
  expect(queryClient.getQueryState(walletPaymentsKey)?.isInvalidated).toBe(false);
  act(() => eventBus.emit('wallet:withdrawal', withdrawal(1, { state: 'refunded', reason: 'The transaction failed on chain.' })));
  expect(await within(requested).findByText('Returned to your balance: The transaction failed on chain.')).toBeInTheDocument();
  expect(queryClient.getQueryState(walletPaymentsKey)?.isInvalidated).toBe(true);
});

test('the Deposits tab shows each deposit’s state and a pending one’s confirmations', async () => {
  const { events, sent } = renderHistory();
  await events.click(await screen.findByRole('tab', { name: 'Deposits' }));
  const list = await screen.findByRole('list', { name: 'Deposits' });
  const [below, pending] = within(list).getAllByRole('listitem');
  expect(within(below).getByText('Below minimum')).toBeInTheDocument();
  expect(within(below).getByText('Under the minimum deposit; not credited.')).toBeInTheDocument();
  expect(within(pending).getByText('7 / 12 confirmations')).toBeInTheDocument();
  await waitFor(() => expect(sent.find((request) => request.route === 'GET /api/users/wallet/deposits')?.params).toEqual({ page: 1, limit: 10 }));
});
