import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, sessionStore, type WithdrawalAddress } from 'shared-events';
import { QueryProvider } from 'shared-events/query';
import { toastStore } from 'shared-ui';
import { WalletCard } from './WalletCard.component';
import { EVM_PAYMENTS, OWN_ADDRESS, player, withdrawal } from './test/payments-fixtures';
import { fakeWalletApi, writesIn } from './test/wallet-api';
import type { Reply } from 'shared-events/testing';

const confirmedAddress = (address: string, confirmed = true): WithdrawalAddress => ({
  address,
  confirmed,
  addedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: confirmed ? '2026-11-20T10:05:00.000Z' : null,
});

const NEW_ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

type Routes = Parameters<typeof fakeWalletApi>[0];

async function openWithdraw(balance: number, addresses: WithdrawalAddress[], routes: Routes = {}) {
  const sent = fakeWalletApi(
    {
      'GET /api/users/profile': () => ({ status: 200, body: { ...player, balance } }),
      'GET /api/users/wallet/withdrawal-addresses': () => ({ status: 200, body: { rows: addresses } }),
      ...routes,
    },
    EVM_PAYMENTS,
  );
  const events = userEvent.setup();
  logIn('jwt-token', { ...player, balance });
  render(<WalletCard />, { wrapper: QueryProvider });
  await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(`$${balance.toFixed(2)}`));
  await events.click(screen.getByRole('button', { name: 'Withdraw' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw USDT' });
  return { sent, events, dialog, amount: within(dialog).getByLabelText('Amount (USDT)') };
}

test('shows the limits as they stand: minimum, what is left today, and when an operator approves', async () => {
  const { dialog, events, amount } = await openWithdraw(800, []);
  const limits = within(dialog).getByRole('list', { name: 'Withdrawal limits' });
  expect(limits).toHaveTextContent('Minimum: $10.00 USDT');
  expect(limits).toHaveTextContent('Left today: $800.00 USDT of $1,000.00');
  expect(limits).toHaveTextContent('Above $500.00 USDT, an operator approves a withdrawal before it is sent.');
  expect(within(dialog).queryByText('This amount waits for an operator’s approval before it is sent.')).toBeNull();
  await events.type(amount, '500.01');
  expect(within(dialog).getByText('This amount waits for an operator’s approval before it is sent.')).toBeInTheDocument();
});

test('refuses more than the balance, less than the minimum, more than is left today, and no destination, sending nothing', async () => {
  const { dialog, events, amount, sent } = await openWithdraw(900, [confirmedAddress(OWN_ADDRESS)]);
  const withdraw = within(dialog).getByRole('button', { name: 'Withdraw' });
  await events.type(amount, '900.01');
  await events.click(withdraw);
  expect(within(dialog).getByText('Insufficient funds for this withdrawal.')).toBeInTheDocument();
  for (const [typed, message] of [
    ['9.99', 'The smallest withdrawal is $10.00 USDT.'],
    ['800.01', 'You can withdraw $800.00 USDT more today.'],
  ]) {
    await events.clear(amount);
    await events.type(amount, typed);
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  }
  expect(within(dialog).getByText('Choose where to send the withdrawal.')).toBeInTheDocument();
  expect(writesIn(sent)).toEqual([]);
});

test('sends the amount and the chosen confirmed address with an Idempotency-Key; the new balance shows at once', async () => {
  const { dialog, events, amount, sent } = await openWithdraw(100, [confirmedAddress(OWN_ADDRESS), confirmedAddress(NEW_ADDRESS, false)], {
    'POST /api/users/wallet/withdraw': () => ({ status: 200, body: { newBalance: 75, currency: 'USDT', withdrawal: withdrawal(1) } }),
  });
  await events.type(amount, '25');
  // Only confirmed addresses can be chosen; the other waits for its code.
  expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
  expect(within(dialog).getByRole('button', { name: `Enter the code for ${NEW_ADDRESS}` })).toBeInTheDocument();
  await events.click(within(dialog).getByRole('radio', { name: OWN_ADDRESS }));
  await events.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(writesIn(sent)).toEqual([
    {
      route: 'POST /api/users/wallet/withdraw',
      body: { amount: '25', currency: 'USDT', address: OWN_ADDRESS },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    },
  ]);
  expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$75.00');
  expect(sessionStore.getState().user?.balance).toBe(75);
  expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('Withdrawal requested: follow it in the Transaction History.');
});

test('a malformed or zero address is refused with a message, and nothing is sent', async () => {
  const { dialog, events, sent } = await openWithdraw(100, []);
  expect(within(dialog).getByText('No confirmed address yet: add yours to withdraw to it.')).toBeInTheDocument();
  await events.click(within(dialog).getByRole('button', { name: 'Add a new address' }));
  const add = await screen.findByRole('dialog', { name: 'Add a withdrawal address' });
  const field = within(add).getByLabelText('Your address (0x…)');
  for (const typed of ['0x1234', `0x${'g'.repeat(40)}`, NEW_ADDRESS.slice(2)]) {
    await events.clear(field);
    await events.type(field, typed);
    await events.click(within(add).getByRole('button', { name: 'Send code' }));
    expect(within(add).getByText('Enter an address of 0x followed by 40 hexadecimal characters (0-9, a-f).')).toBeInTheDocument();
  }
  await events.clear(field);
  await events.type(field, `0x${'0'.repeat(40)}`);
  await events.click(within(add).getByRole('button', { name: 'Send code' }));
  expect(within(add).getByText('The zero address cannot receive funds: enter your own address.')).toBeInTheDocument();
  expect(writesIn(sent)).toEqual([]);
});

test('a new address: added, confirmed with the e-mailed code, chosen, and the amount typed before is kept for the withdrawal', async () => {
  let rows = [confirmedAddress(OWN_ADDRESS)];
  const answers: Reply[] = [{ status: 400, body: { code: 'INVALID_VERIFICATION_CODE', message: 'The code is not valid.' } }];
  const { dialog, events, amount, sent } = await openWithdraw(100, [], {
    'GET /api/users/wallet/withdrawal-addresses': () => ({ status: 200, body: { rows } }),
    'POST /api/users/wallet/withdrawal-addresses': () => {
      rows = [...rows, confirmedAddress(NEW_ADDRESS, false)];
      return { status: 202, body: {} };
    },
    'POST /api/users/wallet/withdrawal-addresses/confirm': () => {
      const refusal = answers.shift();
      if (refusal) return refusal;
      rows = rows.map((row) => ({ ...row, confirmed: true }));
      return { status: 200, body: {} };
    },
    'POST /api/users/wallet/withdraw': () => ({
      status: 200,
      body: { newBalance: 40, currency: 'USDT', withdrawal: withdrawal(2, { amount: 60, state: 'awaiting_approval', toAddress: NEW_ADDRESS }) },
    }),
  });
  await events.type(amount, '60');
  await events.click(within(dialog).getByRole('button', { name: 'Add a new address' }));

  const add = await screen.findByRole('dialog', { name: 'Add a withdrawal address' });
  // Typed in lower case: the server answers with its checksummed form, which is the one withdrawn to.
  await events.type(within(add).getByLabelText('Your address (0x…)'), ` ${NEW_ADDRESS.toLowerCase()} `);
  await events.click(within(add).getByRole('button', { name: 'Send code' }));

  const confirm = await screen.findByRole('dialog', { name: 'Confirm the address' });
  const code = within(confirm).getByLabelText('Code from the e-mail');
  await events.type(code, 'AB1');
  await events.click(within(confirm).getByRole('button', { name: 'Confirm address' }));
  expect(within(confirm).getByText('Enter the 6-character code from the e-mail.')).toBeInTheDocument();
  await events.clear(code);
  await events.type(code, 'ab12cz');
  await events.click(within(confirm).getByRole('button', { name: 'Confirm address' }));
  expect(await within(confirm).findByText('The code is not valid.')).toBeInTheDocument();
  await events.click(within(confirm).getByRole('button', { name: 'Confirm address' }));

  const back = await screen.findByRole('dialog', { name: 'Withdraw USDT' });
  expect(within(back).getByLabelText('Amount (USDT)')).toHaveValue('60');
  expect(await within(back).findByRole('radio', { name: NEW_ADDRESS })).toBeChecked();
  await events.click(within(back).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  expect(writesIn(sent).map(({ route, body }) => ({ route, body }))).toEqual([
    { route: 'POST /api/users/wallet/withdrawal-addresses', body: { address: NEW_ADDRESS.toLowerCase() } },
    { route: 'POST /api/users/wallet/withdrawal-addresses/confirm', body: { address: NEW_ADDRESS.toLowerCase(), code: 'AB12CZ' } },
    { route: 'POST /api/users/wallet/withdrawal-addresses/confirm', body: { address: NEW_ADDRESS.toLowerCase(), code: 'AB12CZ' } },
    { route: 'POST /api/users/wallet/withdraw', body: { amount: '60', currency: 'USDT', address: NEW_ADDRESS } },
  ]);
  expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('Withdrawal requested: it waits for an operator’s approval.');
});

test('the server’s refusal is shown as it says it, and the form stays', async () => {
  const { dialog, events, amount } = await openWithdraw(100, [confirmedAddress(OWN_ADDRESS)], {
    'POST /api/users/wallet/withdraw': () => ({
      status: 400,
      body: { code: 'WITHDRAWAL_DAILY_LIMIT', message: 'This withdrawal would pass your daily limit of 1000 USDT.' },
    }),
  });
  await events.type(amount, '20');
  await events.click(within(dialog).getByRole('radio', { name: OWN_ADDRESS }));
  await events.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await within(dialog).findByText('This withdrawal would pass your daily limit of 1000 USDT.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
});
