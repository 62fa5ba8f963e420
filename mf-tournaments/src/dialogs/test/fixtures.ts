import type { SessionUser } from 'shared-events';
import type { Tournament, TournamentResultsResponse } from 'shared-events/contracts';

/** Test data shaped like the server's answers (never used by the application). */
export const NOW = Date.parse('2030-01-01T12:00:00Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A tournament starting `startsInMinutes` after NOW, 15 minutes of late registration, 2 hours long. */
export function tournament(overrides: Partial<Tournament> & { startsInMinutes?: number } = {}): Tournament {
  const { startsInMinutes = 60, ...rest } = overrides;
  const startsAt = new Date(NOW + startsInMinutes * MINUTE).toISOString();
  const id = rest.id ?? 1;
  return {
    id,
    name: `Tournament ${id}`,
    gameType: 'NLH',
    entryFee: '10',
    entryFeeAmount: 10,
    buyIn: '$10.00',
    pool: 140,
    guaranteedPool: 1000,
    prizePool: '$1,000.00 GTD',
    requiredBalance: 10,
    currency: 'USDT',
    startsAt,
    startTime: startsAt,
    lateRegEndsAt: new Date(Date.parse(startsAt) + 15 * MINUTE).toISOString(),
    endsAt: new Date(Date.parse(startsAt) + 2 * HOUR).toISOString(),
    status: 'registering',
    dynamicStatus: 'registering',
    duration: 2,
    durationHours: 2,
    durationMinutes: 120,
    lateRegMin: 15,
    players: 14,
    maxPlayers: 200,
    minPlayers: 2,
    isRegistered: false,
    canReEnter: false,
    startingStack: 5000,
    blindspeed: 300,
    maxEntries: 1,
    breakMinutes: 5,
    finishedAt: null,
    inPlay: false,
    pausedAt: null,
    pausedMs: 0,
    theme: null,
    banner: '/images/landing/table-1.svg',
    prizeStructure: [
      { place: '1', percent: 50 },
      { place: '2', percent: 30 },
      { place: '3', percent: 20 },
    ],
    scheduleId: null,
    createdAt: new Date(NOW - 24 * HOUR).toISOString(),
    cancelledAt: null,
    ...rest,
  };
}

export function player(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 5,
    username: 'short_stack',
    email: 'ss@example.com',
    firstName: 'Sam',
    country: 'Peru',
    avatar: null,
    balance: 250,
    role: 'player',
    registeredTournamentIds: [],
    ...overrides,
  };
}

export function results(overrides: Partial<TournamentResultsResponse> = {}): TournamentResultsResponse {
  return { tournamentId: 1, paidOut: false, paidOutAt: null, currency: 'USDT', pool: 1000, results: [], ...overrides };
}
