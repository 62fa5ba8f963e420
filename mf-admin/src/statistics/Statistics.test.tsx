import v8 from 'node:v8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import type { AdminStatsBucket, AdminStatsFigures, AdminStatsSeriesResponse } from 'shared-events/contracts';
import { renderApp } from '../test/render-app';
import { admin } from '../test/fixtures';

const user = userEvent.setup();

// MUI X Charts clones its state with structuredClone, which browsers have and jsdom does not: Node's own, through v8.
globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));

const figures = (patch: Partial<AdminStatsFigures> = {}): AdminStatsFigures => ({
  income: { entryFees: 0, refunds: 0, net: 0 },
  prizes: 0,
  guaranteeOverlay: 0,
  deposits: { count: 0, total: 0 },
  withdrawals: { count: 0, total: 0 },
  tournaments: { finished: 0, cancelled: 0 },
  players: 0,
  hands: 0,
  ...patch,
});

const days: AdminStatsBucket[] = [
  {
    start: '2030-01-01',
    ...figures({
      income: { entryFees: 40, refunds: 10, net: 30 },
      deposits: { count: 3, total: 300 },
      withdrawals: { count: 1, total: 20.5 },
      tournaments: { finished: 0, cancelled: 1 },
    }),
  },
  {
    start: '2030-01-02',
    ...figures({ prizes: 50, guaranteeOverlay: 20, deposits: { count: 1, total: 15.25 }, tournaments: { finished: 1, cancelled: 0 } }),
  },
  { start: '2030-01-03', ...figures({ players: 3, hands: 1250 }) },
];

const dailySeries: AdminStatsSeriesResponse = {
  period: 'day',
  from: '2030-01-01',
  to: '2030-01-03',
  currency: 'USDT',
  buckets: days,
  totals: figures({
    income: { entryFees: 40, refunds: 10, net: 30 },
    prizes: 50,
    guaranteeOverlay: 20,
    deposits: { count: 4, total: 315.25 },
    withdrawals: { count: 1, total: 20.5 },
    tournaments: { finished: 1, cancelled: 1 },
    players: 3,
    hands: 1250,
  }),
};

const monthlySeries: AdminStatsSeriesResponse = {
  ...dailySeries,
  period: 'month',
  from: '2029-12-01',
  to: '2030-01-31',
  buckets: [
    { start: '2029-12-01', ...figures({ deposits: { count: 2, total: 80 } }) },
    { start: '2030-01-01', ...dailySeries.totals },
  ],
  totals: { ...dailySeries.totals, deposits: { count: 6, total: 395.25 } },
};

const SERIES = 'GET /api/admin/stats/series';
const seriesParams = (sent: ReturnType<typeof fakeApi>) => sent.filter((request) => request.route === SERIES).map((request) => request.params);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** A summary card's value and detail, by its term. */
const card = (term: string) => [...screen.getByText(term, { selector: 'dt' }).parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);

describe('statistics', () => {
  beforeEach(() => {
    logIn('token', admin);
    // 2030-01-15, a Tuesday: each period's range opens relative to it.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-15T10:00:00Z'));
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the range’s totals and every chart’s figures as a table', async () => {
    const sent = fakeApi({ [SERIES]: () => ({ status: 200, body: dailySeries }) });
    await renderApp('/admin/statistics');

    expect(screen.getByRole('link', { name: 'Statistics', current: 'page' })).toBeInTheDocument();
    expect(await screen.findByText('1 Jan 2030 to 3 Jan 2030 (UTC), by day')).toBeInTheDocument();
    expect(seriesParams(sent)).toEqual([{ period: 'day', from: '2029-12-17', to: '2030-01-15' }]);
    expect(card('Income')).toEqual(['$30.00', '$40.00 entry fees − $10.00 refunds']);
    expect(card('Prizes paid')).toEqual(['$50.00', '$20.00 of guarantee overlays']);
    expect(card('Deposits')).toEqual(['$315.25', '4 deposits']);
    expect(card('Withdrawals')).toEqual(['$20.50', '1 withdrawal']);
    expect(card('Tournaments finished')).toEqual(['1', '1 cancelled']);
    expect(card('Players')).toEqual(['3', 'seated or dealt a hand']);
    expect(card('Hands dealt')).toEqual(['1,250', 'at every table']);

    expect(rowsOf(screen.getByRole('table', { name: 'Income and prizes' }))).toEqual([
      ['Day', 'Entry fees (net of refunds)', 'Prizes paid'],
      ['1 Jan 2030', '$30.00', '$0.00'],
      ['2 Jan 2030', '$0.00', '$50.00'],
      ['3 Jan 2030', '$0.00', '$0.00'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Deposits and withdrawals' }))[1]).toEqual(['1 Jan 2030', '$300.00', '$20.50']);
    expect(rowsOf(screen.getByRole('table', { name: 'Tournaments' })).slice(1)).toEqual([
      ['1 Jan 2030', '0', '1'],
      ['2 Jan 2030', '1', '0'],
      ['3 Jan 2030', '0', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Players and hands' }))[3]).toEqual(['3 Jan 2030', '3', '1,250']);
  });

  it('refetches with the period’s own range when the period changes', async () => {
    const sent = fakeApi({
      [SERIES]: (_body, request) => ({ status: 200, body: (request.params as { period: string }).period === 'month' ? monthlySeries : dailySeries }),
    });
    await renderApp('/admin/statistics');
    await screen.findByText('1 Jan 2030 to 3 Jan 2030 (UTC), by day');

    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(seriesParams(sent).at(-1)).toEqual({ period: 'week', from: '2029-10-29', to: '2030-01-15' }));
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(seriesParams(sent).at(-1)).toEqual({ period: 'month', from: '2029-02-01', to: '2030-01-15' }));

    expect(await screen.findByText('1 Dec 2029 to 31 Jan 2030 (UTC), by month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Month', pressed: true })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Deposits and withdrawals' }))).toEqual([
      ['Month', 'Deposits', 'Withdrawals'],
      ['December 2029', '$80.00', '$0.00'],
      ['January 2030', '$315.25', '$20.50'],
    ]);
    expect(card('Deposits')).toEqual(['$395.25', '6 deposits']);
  });

  it('asks for a range typed in, not for one that ends before it starts, and says why the server refuses one', async () => {
    const sent = fakeApi({
      [SERIES]: (_body, request) =>
        (request.params as { from: string }).from === '2028-01-01'
          ? {
              status: 400,
              body: { code: 'VALIDATION_FAILED', message: 'A day series covers at most 366 days: choose a shorter range or a longer period.' },
            }
          : { status: 200, body: dailySeries },
    });
    await renderApp('/admin/statistics');
    await screen.findByText('1 Jan 2030 to 3 Jan 2030 (UTC), by day');
    const from = screen.getByLabelText('From (UTC)');

    await user.clear(from);
    await user.type(from, '2030-01-20');
    expect(await screen.findByText('The first day must not be after the last.')).toBeInTheDocument();
    expect(seriesParams(sent)).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2030-01-02');
    await waitFor(() => expect(seriesParams(sent).at(-1)).toEqual({ period: 'day', from: '2030-01-02', to: '2030-01-15' }));

    await user.clear(from);
    await user.type(from, '2028-01-01');
    expect(await screen.findByText('A day series covers at most 366 days: choose a shorter range or a longer period.')).toBeInTheDocument();
  });

  it('puts a chart’s table on screen on demand', async () => {
    fakeApi({ [SERIES]: () => ({ status: 200, body: dailySeries }) });
    await renderApp('/admin/statistics');
    const table = await screen.findByRole('table', { name: 'Tournaments' });
    const section = screen.getByRole('region', { name: 'Tournaments' });
    expect(table.parentElement).toHaveStyle({ position: 'absolute' });
    // The chart itself, once its code has loaded, with its own keyboard navigation (MUI X Charts' focusable surface);
    // the table gives every figure at once.
    // 'Finished' in the chart's legend besides the table's heading.
    await waitFor(() => expect(within(section).getAllByText('Finished').length).toBeGreaterThan(1));
    expect(section.querySelector('svg')).not.toBeNull();
    expect(section.querySelector('[aria-hidden="true"] [tabindex="0"]')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Show the figures' }));
    expect(table.parentElement).not.toHaveStyle({ position: 'absolute' });
    expect(within(section).getByRole('button', { name: 'Hide the figures' })).toBeInTheDocument();
  });
});
