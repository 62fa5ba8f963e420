import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn, sessionStore } from 'shared-events';
import { QueryProvider } from 'shared-events/query';
import { depositAddress, DEPOSIT_ADDRESS, EVM_PAYMENTS, page, player as walletPlayer } from './test/payments-fixtures';
import { fakeWalletApi, writesIn } from './test/wallet-api';
import { DepositOnRequest } from './DepositOnRequest.component';
import { suggestedAmountText } from './wallet-amount';

const player = { ...walletPlayer, balance: 3.3 };

test('another screen asks on the bus: the deposit dialog opens over it with the suggested amount, and the deposit reaches the session', async () => {
  const sent = fakeWalletApi({ 'POST /api/users/wallet/deposit': () => ({ status: 200, body: { newBalance: 1500, currency: 'USDT' } }) });
  logIn('jwt-token', player);
  render(<DepositOnRequest />, { wrapper: QueryProvider });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => eventBus.emit('wallet:depositRequested', { suggestedAmount: 1496.7 }));
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USDT' });
  expect(within(dialog).getByText('Balance: $3.30 USDT')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Amount (USDT)')).toHaveValue('1496.7');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writesIn(sent).map(({ route, body }) => ({ route, body }))).toEqual([
    { route: 'POST /api/users/wallet/deposit', body: { amount: '1496.7', currency: 'USDT' } },
  ]);
  expect(sessionStore.getState().user?.balance).toBe(1500);
});

test('mounted by the request itself (the shell fetches the module on the first one), the dialog opens at once with its amount', async () => {
  fakeWalletApi({});
  logIn('jwt-token', player);
  render(<DepositOnRequest trigger={{ suggestedAmount: 1496.7 }} />, { wrapper: QueryProvider });
  expect(within(await screen.findByRole('dialog', { name: 'Deposit USDT' })).getByLabelText('Amount (USDT)')).toHaveValue('1496.7');
});

test('without a suggestion the amount starts empty', async () => {
  fakeWalletApi({});
  logIn('jwt-token', player);
  render(<DepositOnRequest />, { wrapper: QueryProvider });
  act(() => eventBus.emit('wallet:depositRequested', {}));
  expect(within(await screen.findByRole('dialog')).getByLabelText('Amount (USDT)')).toHaveValue('');
});

test('a suggested amount is rounded up to the cent, so depositing it covers the shortfall', () => {
  expect(suggestedAmountText(1496.7)).toBe('1496.7');
  expect(suggestedAmountText(0.001)).toBe('0.01');
  expect(suggestedAmountText(1499.999999)).toBe('1500');
  expect(suggestedAmountText(10)).toBe('10');
});

test('on a chain site the request opens the address to send USDT to', async () => {
  fakeWalletApi(
    {
      'GET /api/users/wallet/deposit-address': () => ({ status: 200, body: depositAddress }),
      'GET /api/users/wallet/deposits': () => page([]),
    },
    EVM_PAYMENTS,
  );
  logIn('jwt-token', player);
  render(<DepositOnRequest trigger={{ suggestedAmount: 20 }} />, { wrapper: QueryProvider });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USDT' });
  expect(await within(dialog).findByTestId('deposit-address')).toHaveTextContent(DEPOSIT_ADDRESS);
  expect(within(dialog).queryByLabelText('Amount (USDT)')).toBeNull();
});
