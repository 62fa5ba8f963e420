import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { currentLocation, renderAt } from 'shared-ui/testing';
import { NOW, player, tournament } from '../dialogs/test/fixtures';
import { AvailableTournaments } from './AvailableTournaments';

function renderWidget(tournaments: unknown) {
  fakeApi({ 'GET /api/users/tournaments': () => ({ status: 200, body: tournaments }) });
  logIn('token', player());
  return renderAt(<AvailableTournaments />, '/dashboard');
}

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));

test('shows a card for each registering tournament with its buy-in, prize pool, badge and start date, linking to its page', async () => {
  renderWidget([
    tournament({ id: 3, name: 'Nightly Turbo', startsInMinutes: 300, buyIn: '$5.00', prizePool: '$60.00' }),
    tournament({ id: 8, name: 'Running Deep', startsInMinutes: -60, status: 'running', dynamicStatus: 'running' }),
    tournament({ id: 9, name: 'Called Off', startsInMinutes: 180, status: 'cancelled' }),
  ]);
  expect(screen.getByRole('heading', { name: 'Available Tournaments' })).toBeInTheDocument();
  expect(within(screen.getByRole('status', { name: 'Loading tournaments' })).getAllByTestId('loading-placeholder')).toHaveLength(3);

  const card = (await screen.findByRole('link', { name: 'Nightly Turbo' })).closest('article')!;
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.queryByText('Running Deep')).not.toBeInTheDocument();
  expect(screen.queryByText('Called Off')).not.toBeInTheDocument();
  const inCard = within(card as HTMLElement);
  expect(inCard.getByText('$5.00')).toBeInTheDocument();
  expect(inCard.getByText('$60.00')).toBeInTheDocument();
  expect(inCard.getByText('Registering')).toBeInTheDocument();
  expect(inCard.getByText('Starts').nextSibling).toHaveTextContent(/^Jan 1, 2030, \d+:00 [AP]M$/);
  expect(inCard.getByRole('link', { name: 'Nightly Turbo' })).toHaveAttribute('href', '/tournaments/3');
  expect(screen.getByRole('link', { name: 'View all tournaments' })).toHaveAttribute('href', '/tournaments');
});

test('following a card opens the tournament page with the tournament for its first paint', async () => {
  const nightly = tournament({ id: 3, name: 'Nightly Turbo', startsInMinutes: 300 });
  renderWidget([nightly]);
  await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(await screen.findByRole('link', { name: 'Nightly Turbo' }));
  expect(currentLocation()).toMatchObject({ pathname: '/tournaments/3', state: { tournament: nightly } });
});

test('shows at most six cards, soonest first', async () => {
  renderWidget(Array.from({ length: 8 }, (_, index) => tournament({ id: index + 1, name: `Table ${index + 1}`, startsInMinutes: (8 - index) * 60 })));
  await screen.findByRole('link', { name: 'Table 8' });
  expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Table 8',
    'Table 7',
    'Table 6',
    'Table 5',
    'Table 4',
    'Table 3',
  ]);
});

test('a card leaves when its tournament starts', async () => {
  renderWidget([tournament({ id: 3, name: 'Nightly Turbo', startsInMinutes: 1 })]);
  await screen.findByRole('link', { name: 'Nightly Turbo' });
  act(() => jest.advanceTimersByTime(60_001));
  expect(await screen.findByText('No tournaments are open for registration right now.')).toBeInTheDocument();
});

test('says so when no tournament is open for registration, with a link to the lobby', async () => {
  renderWidget([tournament({ id: 8, startsInMinutes: -60, status: 'running' })]);
  expect(await screen.findByText('No tournaments are open for registration right now.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View all tournaments' })).toHaveAttribute('href', '/tournaments');
});
