import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { deferredReply, fakeApi, type Reply } from 'shared-events/testing';
import type { HotWalletFunding, PaymentsReconciliationAlert, PaymentsReconciliationResponse } from 'shared-events/contracts';
import { renderApp } from '../test/render-app';
import { admin } from '../test/fixtures';
import { BALANCED, EVM, reconciliation } from './payments.fixtures';

const user = userEvent.setup();
const HASH = `0x${'ab'.repeat(32)}`;
const RECONCILIATION = 'GET /api/admin/payments/reconciliation';

const TOP_UP_ALERT: PaymentsReconciliationAlert = {
  id: 2,
  kind: 'hot_wallet',
  message: 'The hot wallet holds more on chain than the books say',
  difference: 1500,
  raisedAt: '2026-11-28T10:30:00.000Z',
  resolvedAt: null,
};
const UNBALANCED: PaymentsReconciliationResponse = { ...BALANCED, hotWalletOnChain: 3500, alerts: [TOP_UP_ALERT] };

const funding: HotWalletFunding = {
  id: 1,
  txHash: HASH,
  blockNumber: 812,
  amount: 1500,
  recordedBy: { id: 1, username: 'operator' },
  recordedAt: '2026-11-28T10:40:00.000Z',
  note: 'From the treasury',
};

/** The page on chain with an empty queue; `routes` add to (or replace) its requests. */
function fakePayments(routes: Record<string, (body: unknown) => Reply | Promise<Reply>>) {
  return fakeApi({
    'GET /api/users/wallet/payments': () => ({ status: 200, body: EVM }),
    'GET /api/admin/withdrawals': () => ({ status: 200, body: { withdrawals: [], total: 0, page: 1, pageSize: 25 } }),
    [RECONCILIATION]: () => reconciliation(BALANCED),
    ...routes,
  });
}

async function openCard() {
  await renderApp('/admin/withdrawals');
  const card = await screen.findByRole('region', { name: 'Reconciliation' }, { timeout: 5000 });
  await within(card).findByText('Balanced');
  return card;
}

const fundingForm = (card: HTMLElement) => within(card).getByRole('form', { name: 'Record a top-up' });

describe('reconciliation', () => {
  beforeEach(() => logIn('token', admin));

  it('shows the open differences between the books and the chain', async () => {
    fakePayments({
      [RECONCILIATION]: () =>
        reconciliation({
          ...BALANCED,
          hotWalletOnChain: 1990.5,
          alerts: [
            { ...TOP_UP_ALERT, message: 'The hot wallet holds less on chain than the books say', difference: -9.5 },
            {
              id: 1,
              kind: 'deposits',
              message: 'An old difference',
              difference: 1,
              raisedAt: '2026-11-20T10:00:00.000Z',
              resolvedAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
    });
    await renderApp('/admin/withdrawals');
    const books = await screen.findByRole('region', { name: 'Reconciliation' }, { timeout: 5000 });
    expect(await within(books).findByText('Differences')).toBeInTheDocument();
    const alerts = within(books).getByRole('list', { name: 'Open differences' });
    expect(within(alerts).getAllByRole('listitem')).toHaveLength(1);
    expect(alerts).toHaveTextContent('The hot wallet holds less on chain than the books say (difference −$9.50)');
    expect(books).toHaveTextContent('$2,000.00 in the books, $1,990.50 on chain');
  });

  it('checks now: busy while the server compares, then shows the new figures and alerts it answers', async () => {
    const run = deferredReply();
    const sent = fakePayments({ 'POST /api/admin/payments/reconciliation/run': run.handler });
    const card = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Check now' }));
    const button = within(card).getByRole('button', { name: 'Check now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();

    run.release({ status: 200, body: { ...UNBALANCED, checkedAt: '2026-11-28T11:00:00.000Z' } });
    expect(await within(card).findByText('Differences')).toBeInTheDocument();
    expect(card).toHaveTextContent('$2,000.00 in the books, $3,500.00 on chain');
    expect(within(card).getByRole('list', { name: 'Open differences' })).toHaveTextContent(
      'The hot wallet holds more on chain than the books say (difference +$1,500.00)',
    );
    expect(within(card).getByRole('button', { name: 'Check now' })).toHaveAttribute('aria-busy', 'false');
    // The answer is the report: it is not asked for again.
    expect(sent.filter((request) => request.route === RECONCILIATION)).toHaveLength(1);
  });

  it('says why a check failed, and keeps the report shown', async () => {
    fakePayments({
      'POST /api/admin/payments/reconciliation/run': () => ({
        status: 409,
        body: { code: 'PAYMENTS_DEMO', message: 'This site runs on demo funds (PAYMENTS=demo): there are no chain deposits or withdrawals.' },
      }),
    });
    const card = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Check now' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This site runs on demo funds (PAYMENTS=demo): there are no chain deposits or withdrawals.',
    );
    expect(within(card).getByText('Balanced')).toBeInTheDocument();
    expect(card).toHaveTextContent('$2,000.00 in the books, $2,000.00 on chain');
  });

  it('refuses a malformed transaction hash before asking the server', async () => {
    const sent = fakePayments({});
    const form = fundingForm(await openCard());
    await user.click(within(form).getByRole('button', { name: 'Record the top-up' }));
    expect(within(form).getByText('Enter the hash of the transaction that topped up the hot wallet.')).toBeInTheDocument();

    const hash = within(form).getByRole('textbox', { name: 'Transaction hash' });
    await user.type(hash, `${HASH.slice(0, -1)}g`);
    await user.click(within(form).getByRole('button', { name: 'Record the top-up' }));
    expect(hash).toHaveAccessibleDescription('A transaction hash is 0x followed by 64 hexadecimal characters (0–9, a–f).');
    expect(hash).toBeInvalid();
    expect(sent.some((request) => request.route.startsWith('POST'))).toBe(false);
  });

  it('shows the server’s refusal under the form, and changes nothing', async () => {
    const reason = `Transaction ${HASH} moves the site's own tokens (a sweep), not a top-up.`;
    const sent = fakePayments({
      'POST /api/admin/payments/fundings': () => ({ status: 400, body: { code: 'FUNDING_NOT_A_TOP_UP', message: reason } }),
    });
    const card = await openCard();
    const form = fundingForm(card);
    await user.type(within(form).getByRole('textbox', { name: 'Transaction hash' }), HASH);
    await user.click(within(form).getByRole('button', { name: 'Record the top-up' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(reason);
    expect(within(form).getByRole('textbox', { name: 'Transaction hash' })).toHaveValue(HASH);
    expect(within(form).queryByRole('status')).toBeNull();
    expect(sent.filter((request) => request.route === RECONCILIATION)).toHaveLength(1);
    expect(sent.filter((request) => request.route.startsWith('POST'))).toEqual([
      { route: 'POST /api/admin/payments/fundings', body: { txHash: HASH } },
    ]);
  });

  it('records a top-up, says its amount and reads the report again', async () => {
    let recorded = false;
    const sent = fakePayments({
      [RECONCILIATION]: () =>
        reconciliation(recorded ? { ...BALANCED, checkedAt: '2026-11-28T10:45:00.000Z', hotWalletInBooks: 3500, hotWalletOnChain: 3500 } : BALANCED),
      'POST /api/admin/payments/fundings': () => {
        recorded = true;
        return { status: 201, body: funding };
      },
    });
    const card = await openCard();
    const form = fundingForm(card);
    await user.type(within(form).getByRole('textbox', { name: 'Transaction hash' }), ` ${HASH} `);
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), '  From the treasury ');
    await user.click(within(form).getByRole('button', { name: 'Record the top-up' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Recorded a top-up of 1,500.00 USDT (block 812).');
    expect(sent.filter((request) => request.route.startsWith('POST'))).toEqual([
      { route: 'POST /api/admin/payments/fundings', body: { txHash: HASH, note: 'From the treasury' } },
    ]);
    expect(await within(card).findByText('$3,500.00 in the books, $3,500.00 on chain')).toBeInTheDocument();
    expect(sent.filter((request) => request.route === RECONCILIATION)).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: 'Transaction hash' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
  });
});
