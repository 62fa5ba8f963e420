import { tournamentFixture } from '../detail/tournament.fixture';
import { availableTournaments } from './available-tournaments';

const now = Date.parse('2026-03-05T12:00:00Z');

test('keeps the tournaments registering by the clock, soonest first', () => {
  const later = tournamentFixture({ id: 1, startsAt: '2026-03-07T12:00:00Z' });
  const sooner = tournamentFixture({ id: 2, startsAt: '2026-03-05T13:00:00Z' });
  const lateReg = tournamentFixture({ id: 3, startsAt: '2026-03-05T11:50:00Z', status: 'late reg' });
  // The stored status lags behind the clock: it still says registering, but the start has passed.
  const started = tournamentFixture({ id: 4, startsAt: '2026-03-05T11:00:00Z', status: 'registering' });
  const cancelled = tournamentFixture({ id: 5, startsAt: '2026-03-06T12:00:00Z', status: 'cancelled' });
  expect(availableTournaments([later, lateReg, started, cancelled, sooner], now).map((t) => t.id)).toEqual([2, 1]);
});

test('nothing to show without registering tournaments', () => {
  expect(availableTournaments([tournamentFixture({ startsAt: '2026-03-01T12:00:00Z' })], now)).toEqual([]);
});
