import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn } from 'shared-events';
import { QueryProvider } from 'shared-events/query';
import { WalletCard } from './WalletCard.component';
import { chainDeposit, DEPOSIT_ADDRESS, depositAddress, EVM_PAYMENTS, network, page, player, QR_SVG } from './test/payments-fixtures';
import { fakeWalletApi, writesIn } from './test/wallet-api';

async function openDeposit(
  deposits = [chainDeposit(2), chainDeposit(1, { state: 'credited', confirmations: 12, creditedAt: '2026-11-23T12:03:00.000Z' })],
) {
  const sent = fakeWalletApi(
    {
      'GET /api/users/profile': () => ({ status: 200, body: { ...player, balance: 100 } }),
      'GET /api/users/wallet/deposit-address': () => ({ status: 200, body: depositAddress }),
      'GET /api/users/wallet/deposits': () => page(deposits),
    },
    EVM_PAYMENTS,
  );
  const events = userEvent.setup();
  logIn('jwt-token', player);
  render(<WalletCard />, { wrapper: QueryProvider });
  await events.click(screen.getByRole('button', { name: 'Deposit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USDT' });
  await within(dialog).findByTestId('deposit-address');
  return { sent, events, dialog };
}

test('a chain site’s card says nothing of demo funds, and its Deposit shows the address to send to, not an amount form', async () => {
  const { dialog, sent } = await openDeposit();
  expect(screen.queryByText('Demo funds')).not.toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Amount (USDT)')).not.toBeInTheDocument();
  expect(within(dialog).getByTestId('deposit-address')).toHaveTextContent(DEPOSIT_ADDRESS);
  expect(within(dialog).getByText('Hardhat (local)')).toBeInTheDocument();
  expect(within(dialog).getByText('$5.00 USDT; smaller transfers are not credited')).toBeInTheDocument();
  expect(within(dialog).getByText('12 confirmations')).toBeInTheDocument();
  expect(within(dialog).getByText(/^Send only USDT on Hardhat \(local\) to this address\./)).toBeInTheDocument();
  expect(within(dialog).getByText('USDT 0x5FbD…0aa3')).toBeInTheDocument();
  expect(writesIn(sent)).toEqual([]);
});

test('the QR code is the server’s SVG drawn as an image, with the address as its text, never put in the page as markup', async () => {
  const { dialog } = await openDeposit();
  const qr = within(dialog).getByRole('img', { name: `QR code of your deposit address ${DEPOSIT_ADDRESS}` });
  expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
  expect(dialog.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
});

test('Copy puts the whole address on the clipboard and says so', async () => {
  const { dialog, events } = await openDeposit();
  await events.click(within(dialog).getByRole('button', { name: 'Copy deposit address' }));
  expect(await navigator.clipboard.readText()).toBe(DEPOSIT_ADDRESS);
  expect(within(dialog).getByText('Copied')).toBeInTheDocument();
  await events.click(within(dialog).getByRole('button', { name: 'Copy token contract address' }));
  expect(await navigator.clipboard.readText()).toBe(network.tokenContract);
});

test('recent deposits show their state, and a pending one counts its confirmations live from wallet:deposit', async () => {
  const { dialog } = await openDeposit();
  const recent = within(dialog).getByRole('list', { name: 'Recent deposits' });
  const [pending, credited] = within(recent).getAllByRole('listitem');
  expect(within(pending).getByText('Pending')).toBeInTheDocument();
  expect(within(pending).getByText('3 / 12 confirmations')).toBeInTheDocument();
  expect(within(credited).getByText('Credited')).toBeInTheDocument();

  act(() => eventBus.emit('wallet:deposit', chainDeposit(2, { confirmations: 4 })));
  expect(await within(pending).findByText('4 / 12 confirmations')).toBeInTheDocument();
  act(() => eventBus.emit('wallet:deposit', chainDeposit(2, { state: 'dropped', confirmations: 0 })));
  expect(await within(pending).findByText('Dropped')).toBeInTheDocument();
  expect(within(pending).getByText('Removed from the chain before it was confirmed; not credited.')).toBeInTheDocument();
});

test('a deposit the dialog does not list yet makes it read the deposits again', async () => {
  const { dialog, sent } = await openDeposit([]);
  expect(within(dialog).getByText(/^No deposits seen yet\./)).toBeInTheDocument();
  const reads = () => sent.filter((request) => request.route === 'GET /api/users/wallet/deposits').length;
  expect(reads()).toBe(1);
  act(() => eventBus.emit('wallet:deposit', chainDeposit(9, { amount: 3, state: 'below_minimum', confirmations: 12 })));
  await waitFor(() => expect(reads()).toBe(2));
});
