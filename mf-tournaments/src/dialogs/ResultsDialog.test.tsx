import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { formatDateTime } from '../countdown/countdown-format';
import ResultsDialog from './ResultsDialog';
import { NOW, player, results, tournament } from './test/fixtures';
import { advance, fakeTimerUser, renderWithCache } from './test/render';

const finished = (endedHoursAgo: number) => tournament({ name: 'Sunday Major', startsInMinutes: -(endedHoursAgo * 60 + 120) });
const entry = (place: number, prize: number, id: number, username: string, country = 'Peru') => ({
  place,
  prize,
  user: { id, username, avatar: null, country },
});

test('until the prizes are paid out it says the results will appear', async () => {
  jest.useFakeTimers({ now: NOW });
  fakeApi({ 'GET /api/tournaments/1/results': () => ({ status: 200, body: results({ paidOut: false }) }) });
  renderWithCache(<ResultsDialog tournament={finished(2)} onClose={jest.fn()} />);

  expect(screen.getByRole('dialog', { name: 'Results: Sunday Major' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading results...');
  expect(await screen.findByText("Results will appear here once the tournament's prizes are paid out.")).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('Finished 02h 00m 00s ago')).toBeInTheDocument();
});

test('lists the real results: place, player and prize, the reader marked', async () => {
  jest.useFakeTimers({ now: NOW });
  logIn('token', player({ id: 8 }));
  fakeApi({
    'GET /api/tournaments/1/results': () => ({
      status: 200,
      body: results({
        paidOut: true,
        paidOutAt: new Date(NOW).toISOString(),
        results: [entry(1, 700, 3, 'river_rat', 'Chile'), entry(2, 300, 8, 'short_stack')],
      }),
    }),
  });
  renderWithCache(<ResultsDialog tournament={finished(30)} onClose={jest.fn()} />);

  const table = await screen.findByRole('table', { name: 'Tournament results' });
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[0])
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Place', 'Player', 'Prize']);
  expect(
    rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['1', 'RIriver_ratChile', '700.00 USDT'],
    ['2', 'SHshort_stack (You)Peru', '300.00 USDT'],
  ]);
  // Beyond 24 hours the finish time is a date.
  expect(screen.getByText(`Finished ${formatDateTime(Date.parse(finished(30).endsAt))}`)).toBeInTheDocument();
});

test('a failed read (after the cache retries) offers Retry', async () => {
  jest.useFakeTimers({ now: NOW });
  let calls = 0;
  fakeApi({
    'GET /api/tournaments/1/results': () =>
      ++calls <= 4 ? { status: 500, body: {} } : { status: 200, body: results({ paidOut: true, results: [entry(1, 50, 3, 'river_rat')] }) },
  });
  renderWithCache(<ResultsDialog tournament={finished(1)} onClose={jest.fn()} />);
  await advance(30_000);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load results.');
  expect(calls).toBe(4);
  await fakeTimerUser().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Tournament results' })).toBeInTheDocument();
});

test('Close closes', async () => {
  fakeApi({ 'GET /api/tournaments/1/results': () => ({ status: 200, body: results() }) });
  const onClose = jest.fn();
  renderWithCache(<ResultsDialog tournament={finished(1)} onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});
