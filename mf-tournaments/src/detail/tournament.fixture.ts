import type { Tournament, TournamentDetail, TournamentRegistrationView } from 'shared-events/contracts';
import type { SessionUser } from 'shared-events';

/** Tests only: a tournament as the API answers it, starting at `startsAt` (2 h long, 15 min late registration). */
export function tournamentFixture(overrides: Partial<Tournament> & { startsAt: string }): Tournament {
  const start = Date.parse(overrides.startsAt);
  const iso = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  return {
    id: 7,
    name: 'Sunday Million',
    gameType: 'NLH',
    entryFee: '10',
    entryFeeAmount: 10,
    buyIn: '$10.00',
    pool: 120,
    guaranteedPool: 1000,
    prizePool: '$1,000.00 GTD',
    requiredBalance: 10,
    currency: 'USDT',
    startTime: overrides.startsAt,
    lateRegEndsAt: iso(15),
    endsAt: iso(120),
    status: 'registering',
    dynamicStatus: 'registering',
    duration: 2,
    durationHours: 2,
    durationMinutes: 120,
    lateRegMin: 15,
    players: 12,
    maxPlayers: 500,
    minPlayers: 2,
    isRegistered: false,
    startingStack: 10000,
    blindspeed: 600,
    theme: null,
    banner: '/images/landing/table-1.svg',
    prizeStructure: [
      { place: '1', percent: 50 },
      { place: '2', percent: 30 },
      { place: '3', percent: 20 },
    ],
    scheduleId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<TournamentDetail> & { startsAt: string }): TournamentDetail {
  return { Registrations: [], ...tournamentFixture(overrides), ...overrides };
}

export function registrationFixture(
  userId: number,
  username: string,
  extra: Partial<TournamentRegistrationView['User']> = {},
): TournamentRegistrationView {
  return {
    userId,
    registeredAt: '2026-03-01T09:15:00.000Z',
    state: 'registered',
    User: { id: userId, username, avatar: null, country: 'Peru', ...extra },
  };
}

export const playerFixture: SessionUser = {
  id: 5,
  username: 'short_stack',
  email: 'ss@example.com',
  firstName: 'Sam',
  country: 'Peru',
  avatar: null,
  balance: 500,
  role: 'player',
  registeredTournamentIds: [],
};
