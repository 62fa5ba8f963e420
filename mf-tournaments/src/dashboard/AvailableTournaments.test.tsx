import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { currentLocation, navigate } from 'shared-ui';
import { TournamentsQueryProvider } from '../api/TournamentsQueryProvider';
import { playerFixture, tournamentFixture } from '../detail/tournament.fixture';
import { AvailableTournaments } from './AvailableTournaments';

const NOW = Date.parse('2026-03-05T12:00:00Z');
const inHours = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function renderWidget(tournaments: unknown) {
  fakeApi({ 'GET /api/users/tournaments': () => ({ status: 200, body: tournaments }) });
  logIn('token', playerFixture);
  navigate('/dashboard', { replace: true });
  return render(
    <TournamentsQueryProvider>
      <AvailableTournaments />
    </TournamentsQueryProvider>,
  );
}

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));

test('shows a card for each registering tournament with its buy-in, prize pool, badge and start date, linking to its page', async () => {
  renderWidget([
    tournamentFixture({ id: 3, name: 'Nightly Turbo', startsAt: inHours(5), buyIn: '$5.00', prizePool: '$60.00' }),
    tournamentFixture({ id: 8, name: 'Running Deep', startsAt: inHours(-1), status: 'running', dynamicStatus: 'running' }),
    tournamentFixture({ id: 9, name: 'Called Off', startsAt: inHours(3), status: 'cancelled' }),
  ]);
  expect(screen.getByRole('heading', { name: 'Available Tournaments' })).toBeInTheDocument();
  expect(screen.getAllByTestId('available-tournament-skeleton')).toHaveLength(3);

  const card = (await screen.findByRole('link', { name: 'Nightly Turbo' })).closest('article')!;
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.queryByText('Running Deep')).not.toBeInTheDocument();
  expect(screen.queryByText('Called Off')).not.toBeInTheDocument();
  const inCard = within(card as HTMLElement);
  expect(inCard.getByText('$5.00')).toBeInTheDocument();
  expect(inCard.getByText('$60.00')).toBeInTheDocument();
  expect(inCard.getByText('Registering')).toBeInTheDocument();
  expect(inCard.getByText('Starts').nextSibling).toHaveTextContent(/2026/);
  expect(inCard.getByRole('link', { name: 'Nightly Turbo' })).toHaveAttribute('href', '/tournaments/3');
  expect(screen.getByRole('link', { name: 'View all tournaments' })).toHaveAttribute('href', '/tournaments');
});

test('following a card opens the tournament page with the tournament for its first paint', async () => {
  const tournament = tournamentFixture({ id: 3, name: 'Nightly Turbo', startsAt: inHours(5) });
  renderWidget([tournament]);
  await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(await screen.findByRole('link', { name: 'Nightly Turbo' }));
  expect(currentLocation()).toMatchObject({ pathname: '/tournaments/3', state: { tournament } });
});

test('shows at most six cards, soonest first', async () => {
  renderWidget(
    Array.from({ length: 8 }, (_, index) => tournamentFixture({ id: index + 1, name: `Table ${index + 1}`, startsAt: inHours(8 - index) })),
  );
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
  renderWidget([tournamentFixture({ id: 3, name: 'Nightly Turbo', startsAt: new Date(NOW + 60_000).toISOString() })]);
  await screen.findByRole('link', { name: 'Nightly Turbo' });
  act(() => jest.advanceTimersByTime(60_001));
  expect(await screen.findByText('No tournaments are open for registration right now.')).toBeInTheDocument();
});

test('says so when no tournament is open for registration, with a link to the lobby', async () => {
  renderWidget([tournamentFixture({ id: 8, startsAt: inHours(-1), status: 'running' })]);
  expect(await screen.findByText('No tournaments are open for registration right now.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View all tournaments' })).toHaveAttribute('href', '/tournaments');
});
