import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi, type Reply } from 'shared-events/testing';
import type { AdminWithdrawal } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { location, renderApp } from '../test/render-app';
import { admin } from '../test/fixtures';
import { BALANCED, EVM, reconciliation } from './payments.fixtures';

const user = userEvent.setup();
const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);
const TO = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

const withdrawal = (id: number, patch: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  id,
  amount: 750,
  toAddress: TO,
  state: 'awaiting_approval',
  txHash: null,
  reason: null,
  requestedAt: '2026-11-28T10:00:00.000Z',
  sentAt: null,
  confirmedAt: null,
  refundedAt: null,
  player: { id: 4, username: 'grinder4' },
  nonce: null,
  approvedBy: null,
  approvedAt: null,
  ...patch,
});

const pageOf = (withdrawals: AdminWithdrawal[]): Reply => ({ status: 200, body: { withdrawals, total: withdrawals.length, page: 1, pageSize: 25 } });

describe('withdrawals', () => {
  beforeEach(() => {
    logIn('token', admin);
    toastStore.setState({ toasts: [] });
  });

  it('lists the withdrawals awaiting approval by default, and others by state from the filter', async () => {
    const sent = fakeApi({
      'GET /api/users/wallet/payments': () => ({ status: 200, body: EVM }),
      'GET /api/admin/withdrawals': (_body, request) =>
        (request.params as { state?: string }).state === 'refunded'
          ? pageOf([withdrawal(2, { state: 'refunded', reason: 'Rejected by the operator: duplicate account' })])
          : pageOf([withdrawal(3)]),
      'GET /api/admin/payments/reconciliation': () => reconciliation(BALANCED),
    });
    await renderApp('/admin/withdrawals');
    expect(screen.getByRole('link', { name: 'Withdrawals', current: 'page' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Withdrawals' }, { timeout: 5000 });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('#3');
    expect(row).toHaveTextContent('$750.00');
    expect(row).toHaveTextContent(TO);
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
    expect(sent.find((request) => request.route === 'GET /api/admin/withdrawals')?.params).toEqual({
      state: 'awaiting_approval',
      page: 1,
      pageSize: 25,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Refunded');
    expect(await screen.findByText('Rejected by the operator: duplicate account')).toBeInTheDocument();
    expect(location().search).toBe('?state=refunded');
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All states');
    await waitFor(() => expect(sent.at(-1)?.params).toEqual({ page: 1, pageSize: 25 }));

    const books = screen.getByRole('region', { name: 'Reconciliation' });
    expect(within(books).getByText('Balanced')).toBeInTheDocument();
    expect(books).toHaveTextContent('$5,000.00 in the books, $5,000.00 on chain');
    expect(books).toHaveTextContent('$2,000.00 in the books, $2,000.00 on chain');
  });

  it('approves a withdrawal only once confirmed', async () => {
    let approved = false;
    const sent = fakeApi({
      'GET /api/users/wallet/payments': () => ({ status: 200, body: EVM }),
      'GET /api/admin/withdrawals': () => pageOf(approved ? [] : [withdrawal(3)]),
      'GET /api/admin/payments/reconciliation': () => reconciliation(BALANCED),
      'POST /api/admin/withdrawals/3/approve': () => {
        approved = true;
        return { status: 200, body: withdrawal(3, { state: 'requested', approvedBy: { id: 1, username: 'operator' } }) };
      },
    });
    await renderApp('/admin/withdrawals');
    await user.click(await screen.findByRole('button', { name: 'Approve withdrawal #3' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal #3?' });
    expect(dialog).toHaveAccessibleDescription(`$750.00 USDT of grinder4 is signed and sent to ${TO}. Once on chain it cannot be called back.`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep waiting' }));
    expect(sent.some((request) => request.route.startsWith('POST'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Approve withdrawal #3' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No withdrawal is waiting for approval.')).toBeInTheDocument();
    expect(sent.filter((request) => request.route.startsWith('POST'))).toEqual([{ route: 'POST /api/admin/withdrawals/3/approve' }]);
    expect(toasts()).toContain('Withdrawal #3 is approved.');
  });

  it('rejects a withdrawal only with a reason, which is sent', async () => {
    const sent = fakeApi({
      'GET /api/users/wallet/payments': () => ({ status: 200, body: EVM }),
      'GET /api/admin/withdrawals': () => pageOf([withdrawal(3)]),
      'GET /api/admin/payments/reconciliation': () => reconciliation(BALANCED),
      'POST /api/admin/withdrawals/3/reject': () => ({ status: 200, body: withdrawal(3, { state: 'refunded' }) }),
    });
    await renderApp('/admin/withdrawals');
    await user.click(await screen.findByRole('button', { name: 'Reject withdrawal #3' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal #3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (the player sees it)' }), '  ok ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(sent.some((request) => request.route.startsWith('POST'))).toBe(false);

    const reason = within(dialog).getByRole('textbox', { name: 'Reason (the player sees it)' });
    await user.clear(reason);
    await user.type(reason, ' Address on a sanctions list ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.route.startsWith('POST'))).toEqual([
      { route: 'POST /api/admin/withdrawals/3/reject', body: { reason: 'Address on a sanctions list' } },
    ]);
    expect(toasts()).toContain('Withdrawal #3 is rejected and refunded.');
  });

  it('says so on a demo site, and asks for nothing else', async () => {
    const sent = fakeApi({ 'GET /api/users/wallet/payments': () => ({ status: 200, body: { mode: 'demo' } }) });
    await renderApp('/admin/withdrawals');
    expect(await screen.findByText(/^Payments are in demo mode/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent.map((request) => request.route)).toEqual(['GET /api/users/wallet/payments']);
  });
});
