import { NOW, tournament } from '../dialogs/test/fixtures';
import { availableTournaments } from './available-tournaments';

test('keeps the tournaments registering by the clock, soonest first', () => {
  const later = tournament({ id: 1, startsInMinutes: 2 * 24 * 60 });
  const sooner = tournament({ id: 2, startsInMinutes: 60 });
  const lateReg = tournament({ id: 3, startsInMinutes: -10, status: 'late reg' });
  // The stored status lags behind the clock: it still says registering, but the start has passed.
  const started = tournament({ id: 4, startsInMinutes: -60, status: 'registering' });
  const cancelled = tournament({ id: 5, startsInMinutes: 24 * 60, status: 'cancelled' });
  expect(availableTournaments([later, lateReg, started, cancelled, sooner], NOW).map((t) => t.id)).toEqual([2, 1]);
});

test('nothing to show without registering tournaments', () => {
  expect(availableTournaments([tournament({ startsInMinutes: -4 * 24 * 60 })], NOW)).toEqual([]);
});
