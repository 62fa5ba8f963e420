import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn, sessionStore } from 'shared-events';
import { WalletCard } from './WalletCard.component';
import { QueryProvider } from 'shared-events/query';
import type { Reply } from 'shared-events/testing';
import { EVM_PAYMENTS, player } from './test/payments-fixtures';
import { fakeWalletApi, writesIn } from './test/wallet-api';

const profile = (balance: number) => () => ({ status: 200, body: { ...player, balance } });

function renderCard(balance: number) {
  logIn('jwt-token', { ...player, balance });
  return render(<WalletCard />, { wrapper: QueryProvider });
}

const balanceText = () => screen.getByTestId('wallet-balance').textContent;

test('shows $0.00 until the server answers, then the profile balance in USD format', async () => {
  fakeWalletApi({ 'GET /api/users/profile': profile(1234.5) });
  renderCard(0);
  expect(balanceText()).toBe('$0.00');
  await waitFor(() => expect(balanceText()).toBe('$1,234.50'));
  expect(sessionStore.getState().user?.balance).toBe(1234.5);
});

test('falls back to the dashboard balance when the profile read fails', async () => {
  fakeWalletApi({ 'GET /api/users/profile': () => 'network-error', 'GET /api/users/dashboard': () => ({ status: 200, body: { balance: 42 } }) });
  renderCard(0);
  await waitFor(() => expect(balanceText()).toBe('$42.00'));
});

test('follows wallet:balanceChanged from the bus, and the session user with it', async () => {
  fakeWalletApi({ 'GET /api/users/profile': profile(10) });
  renderCard(0);
  await waitFor(() => expect(balanceText()).toBe('$10.00'));
  act(() => eventBus.emit('wallet:balanceChanged', { balance: 35.25, currency: 'USDT' }));
  expect(balanceText()).toBe('$35.25');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ balance: 35.25 });
});

test('a push that lands while the first read runs is not overwritten by that older read', async () => {
  let release: (reply: Reply) => void = () => undefined;
  const sent = fakeWalletApi({ 'GET /api/users/profile': () => new Promise<Reply>((resolve) => (release = resolve)) });
  renderCard(0);
  await waitFor(() => expect(sent.map((request) => request.route)).toContain('GET /api/users/profile'));
  act(() => eventBus.emit('wallet:balanceChanged', { balance: 60, currency: 'USDT' }));
  await act(async () => release({ status: 200, body: { ...player, balance: 50 } }));
  expect(balanceText()).toBe('$60.00');
});

async function openDialog(action: 'Deposit' | 'Withdraw', balance = 0) {
  const events = userEvent.setup();
  renderCard(balance);
  await waitFor(() => expect(balanceText()).toBe(`$${balance.toFixed(2)}`));
  await events.click(screen.getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  return { events, dialog, amount: within(dialog).getByLabelText('Amount (USDT)') };
}

test('Deposit validates on submit, then on change, and sends nothing invalid', async () => {
  const sent = fakeWalletApi({ 'GET /api/users/profile': profile(0) });
  const { events, dialog, amount } = await openDialog('Deposit');
  await events.type(amount, '-5');
  expect(within(dialog).queryByText('Please enter a valid positive amount.')).toBeNull();
  await events.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  expect(within(dialog).getByText('Please enter a valid positive amount.')).toBeInTheDocument();
  await events.clear(amount);
  await events.type(amount, '5');
  expect(within(dialog).queryByText('Please enter a valid positive amount.')).toBeNull();
  expect(writesIn(sent)).toEqual([]);
});

test('Deposit refuses what the server would refuse ("007", leading zeros), then sends the strict form', async () => {
  const sent = fakeWalletApi({
    'GET /api/users/profile': profile(0),
    'POST /api/users/wallet/deposit': () => ({ status: 200, body: { newBalance: 7, currency: 'USDT' } }),
  });
  const { events, dialog, amount } = await openDialog('Deposit');
  await events.type(amount, '007');
  await events.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  expect(within(dialog).getByText('Please enter a valid positive amount.')).toBeInTheDocument();
  expect(writesIn(sent)).toEqual([]);
  await events.clear(amount);
  await events.type(amount, ' 7 ');
  await events.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  await waitFor(() => expect(sent.map((request) => request.route)).toContain('POST /api/users/wallet/deposit'));
  expect(sent.find((request) => request.route === 'POST /api/users/wallet/deposit')?.body).toEqual({ amount: '7', currency: 'USDT' });
});

test('Withdraw refuses more than the balance', async () => {
  const sent = fakeWalletApi({ 'GET /api/users/profile': profile(20) });
  const { events, dialog, amount } = await openDialog('Withdraw', 20);
  await events.type(amount, '20.01');
  await events.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(within(dialog).getByText('Insufficient funds for this withdrawal.')).toBeInTheDocument();
  expect(writesIn(sent)).toEqual([]);
});

test('Deposit is busy while the call runs, credits once on a double click, and closes with the new balance', async () => {
  let release: (reply: Reply) => void = () => undefined;
  const sent = fakeWalletApi({
    'GET /api/users/profile': profile(0),
    'POST /api/users/wallet/deposit': () => new Promise<Reply>((resolve) => (release = resolve)),
  });
  const { events, dialog, amount } = await openDialog('Deposit');
  await events.type(amount, '25.5');
  await events.dblClick(within(dialog).getByRole('button', { name: 'Deposit' }));

  expect(await within(dialog).findByRole('button', { name: 'Depositing...' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  const deposits = sent.filter((request) => request.route === 'POST /api/users/wallet/deposit');
  expect(deposits).toEqual([
    { route: 'POST /api/users/wallet/deposit', body: { amount: '25.5', currency: 'USDT' }, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
  ]);

  await act(async () => release({ status: 200, body: { newBalance: 25.5, currency: 'USDT' } }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(balanceText()).toBe('$25.50');
  expect(sessionStore.getState().user?.balance).toBe(25.5);
});

test('a retry after no answer reuses the Idempotency-Key; a decided refusal starts a new one', async () => {
  const answers: Reply[] = [
    'network-error',
    { status: 400, body: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds for this withdrawal.' } },
    'network-error',
  ];
  const sent = fakeWalletApi({ 'GET /api/users/profile': profile(50), 'POST /api/users/wallet/withdraw': () => answers.shift()! });
  const { events, dialog, amount } = await openDialog('Withdraw', 50);
  await events.type(amount, '30');
  const withdraw = within(dialog).getByRole('button', { name: 'Withdraw' });

  await events.click(withdraw);
  expect(await within(dialog).findByText('Failed to process withdrawal.')).toBeInTheDocument();
  await events.click(withdraw);
  expect(await within(dialog).findByText('Insufficient funds for this withdrawal.')).toBeInTheDocument();
  await events.click(withdraw);
  await within(dialog).findByText('Failed to process withdrawal.');

  const keys = sent.filter((request) => request.route === 'POST /api/users/wallet/withdraw').map((request) => request.idempotencyKey);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
  expect(withdraw).toBeEnabled();
});

test('shows the server’s message, else the spec’s fallback', async () => {
  const answers: Reply[] = [
    { status: 400, body: { code: 'AMOUNT_TOO_LARGE', message: 'The amount must not exceed 1000000 USDT per operation.' } },
    { status: 500, body: {} },
  ];
  fakeWalletApi({ 'GET /api/users/profile': profile(0), 'POST /api/users/wallet/deposit': () => answers.shift()! });
  const { events, dialog, amount } = await openDialog('Deposit');
  await events.type(amount, '2000000');
  await events.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  expect(await within(dialog).findByText('The amount must not exceed 1000000 USDT per operation.')).toBeInTheDocument();
  await events.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  expect(await within(dialog).findByText('Failed to process deposit.')).toBeInTheDocument();
  // The next try starts afresh: a refused amount shows its own message, not the last failure beside it.
  await events.clear(amount);
  await events.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  expect(await within(dialog).findByText('Please enter a valid positive amount.')).toBeInTheDocument();
  expect(within(dialog).queryByText('Failed to process deposit.')).not.toBeInTheDocument();
});

test('a player whose session ended is told to log in, and nothing is sent', async () => {
  const sent = fakeWalletApi({ 'GET /api/users/profile': profile(0) });
  const { events, dialog, amount } = await openDialog('Deposit');
  await events.type(amount, '5');
  act(() => sessionStore.setState({ token: null }));
  await events.click(within(dialog).getByRole('button', { name: 'Deposit' }));
  expect(within(dialog).getByText('You must be logged in to update your wallet.')).toBeInTheDocument();
  expect(writesIn(sent)).toEqual([]);
});

test('a pushed balance re-reads the open transaction history through the cache', async () => {
  const sent = fakeWalletApi({
    'GET /api/users/profile': profile(10),
    'GET /api/users/wallet/transactions': () => ({ status: 200, body: { rows: [], count: 0, page: 1, limit: 10 } }),
  });
  const events = userEvent.setup();
  renderCard(10);
  await events.click(screen.getByRole('button', { name: 'Transaction History' }));
  expect(await screen.findByText(/^No transactions yet\./)).toBeInTheDocument();
  const ledgerReads = () => sent.filter((request) => request.route === 'GET /api/users/wallet/transactions').length;
  expect(ledgerReads()).toBe(1);
  act(() => eventBus.emit('wallet:balanceChanged', { balance: 35.25, currency: 'USDT' }));
  await waitFor(() => expect(ledgerReads()).toBe(2));
});

test('with demo payments the card says plainly that its funds are demo funds', async () => {
  fakeWalletApi({ 'GET /api/users/profile': profile(10) });
  renderCard(10);
  expect(await screen.findByText('Demo funds')).toBeVisible();
  expect(screen.getByRole('region', { name: 'Wallet' })).toHaveTextContent(/Wallet\s*Demo funds/);
});

test('a chain site’s card names its network and does not speak of demo funds', async () => {
  fakeWalletApi({ 'GET /api/users/profile': profile(10) }, EVM_PAYMENTS);
  renderCard(10);
  await waitFor(() => expect(balanceText()).toBe('$10.00'));
  expect(await screen.findByText('USDT on Hardhat (local)')).toBeVisible();
  expect(screen.queryByText('Demo funds')).not.toBeInTheDocument();
  expect(screen.queryByText(/test money/)).not.toBeInTheDocument();
});

test('when the payment options cannot be read, Deposit says so and offers a retry instead of a form', async () => {
  // Unread when the card mounts, and again when the dialog asks.
  const missing: Reply = { status: 404, body: { message: 'Not found' } };
  const answers: Reply[] = [missing, missing, { status: 200, body: { mode: 'demo' } }];
  fakeWalletApi({ 'GET /api/users/profile': profile(10), 'GET /api/users/wallet/payments': () => answers.shift()! });
  const events = userEvent.setup();
  renderCard(10);
  await events.click(screen.getByRole('button', { name: 'Deposit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USDT' });
  expect(within(dialog).getByText('Failed to load the wallet’s payment options.')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Amount (USDT)')).toBeNull();
  await events.click(within(dialog).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Amount (USDT)')).toBeInTheDocument();
});
