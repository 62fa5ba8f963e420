import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { currentLocation, renderAt } from 'shared-ui/testing';
import { NOW, player, tournament } from '../dialogs/test/fixtures';
import { YourTables } from './YourTables';

const standing = (tournamentId: number, tableId: number | null) => ({
  tournamentId,
  phase: 'playing',
  entries: 9,
  playersLeft: 9,
  averageStack: 5000,
  paidPlaces: 2,
  level: null,
  nextLevel: null,
  nextLevelAt: null,
  breakEndsAt: null,
  nextBreakAt: null,
  handForHand: false,
  winner: null,
  you: { stack: 5000, rank: 1, place: null, prize: null, tableId },
});

const LIST = [
  tournament({ id: 3, name: 'Night Owl', startsInMinutes: -30, isRegistered: true }),
  // Registered through the session only (registered a moment ago): asked too.
  tournament({ id: 4, name: 'Late Bird', startsInMinutes: -5 }),
  tournament({ id: 5, name: 'Not Mine', startsInMinutes: -30 }),
  tournament({ id: 6, name: 'Tomorrow', startsInMinutes: 600, isRegistered: true }),
  tournament({ id: 7, name: 'Yesterday', startsInMinutes: -600, isRegistered: true }),
];

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));

function renderSection(tables: Record<number, number | null>) {
  const sent = fakeApi({
    'GET /api/users/tournaments': () => ({ status: 200, body: LIST }),
    'GET /api/tournaments/3/standing': () => ({ status: 200, body: standing(3, tables[3] ?? null) }),
    'GET /api/tournaments/4/standing': () => ({ status: 200, body: standing(4, tables[4] ?? null) }),
  });
  logIn('token', player({ registeredTournamentIds: [3, 4, 6, 7] }));
  renderAt(<YourTables />, '/dashboard');
  return sent;
}

const standingsAsked = (sent: { route: string }[]) => sent.filter((request) => request.route.endsWith('/standing')).map((request) => request.route);

test('links a seated player back to their table in each tournament in play, asking only those they are registered for', async () => {
  const tables: Record<number, number | null> = { 3: 31, 4: null };
  const sent = renderSection(tables);
  const back = await screen.findByRole('link', { name: 'Back to your table: Night Owl' });
  expect(back).toHaveAttribute('href', '/game/31');
  expect(screen.getByRole('heading', { name: 'Your tables' })).toBeInTheDocument();
  expect(screen.getByText('You are seated in Night Owl: the game goes on there.')).toBeInTheDocument();
  // Late Bird has no table yet: no link for it.
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(standingsAsked(sent).sort()).toEqual(['GET /api/tournaments/3/standing', 'GET /api/tournaments/4/standing']);

  await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(back);
  expect(currentLocation().pathname).toBe('/game/31');
});

test('a table drawn later shows on the next read of the standing', async () => {
  const tables: Record<number, number | null> = { 3: null, 4: null };
  renderSection(tables);
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your tables' })).not.toBeInTheDocument());
  tables[4] = 44;
  await act(async () => {
    jest.advanceTimersByTime(15_000);
  });
  expect(await screen.findByRole('link', { name: 'Back to your table: Late Bird' })).toHaveAttribute('href', '/game/44');
});

test('shows nothing, and asks no standing, when the player is in no tournament in play', async () => {
  const notPlaying = LIST.map((row) => ({ ...row, isRegistered: row.id === 6 || row.id === 7 }));
  const sent = fakeApi({ 'GET /api/users/tournaments': () => ({ status: 200, body: notPlaying }) });
  logIn('token', player({ registeredTournamentIds: [6, 7] }));
  const { container } = renderAt(<YourTables />, '/dashboard');
  await waitFor(() => expect(sent.map((request) => request.route)).toEqual(['GET /api/users/tournaments']));
  act(() => jest.advanceTimersByTime(20_000));
  expect(standingsAsked(sent)).toEqual([]);
  expect(container).toBeEmptyDOMElement();
});
