import type { Tournament } from '../contracts';

/**
 * A tournament as the API answers it, for module tests: a $10 NLH freezeout registering for its start on
 * 1 December 2026, 4 of 100 seats taken; `fields` set what a test is about.
 */
export function tournamentFixture(fields: Partial<Tournament> = {}): Tournament {
  return {
    id: 1,
    name: 'Daily Turbo',
    gameType: 'NLH',
    entryFee: '10',
    entryFeeAmount: 10,
    buyIn: '$10.00',
    pool: 40,
    guaranteedPool: 0,
    prizePool: '$40.00',
    requiredBalance: 1500,
    currency: 'USDT',
    startsAt: '2026-12-01T18:00:00.000Z',
    startTime: '2026-12-01T18:00:00.000Z',
    lateRegEndsAt: '2026-12-01T18:30:00.000Z',
    endsAt: '2026-12-01T22:00:00.000Z',
    status: 'registering',
    dynamicStatus: 'registering',
    duration: 4,
    durationHours: 4,
    durationMinutes: 240,
    lateRegMin: 30,
    players: 4,
    maxPlayers: 100,
    minPlayers: 2,
    isRegistered: false,
    canReEnter: false,
    startingStack: 1500,
    blindspeed: 600,
    maxEntries: 1,
    breakMinutes: 5,
    finishedAt: null,
    inPlay: false,
    pausedAt: null,
    pausedMs: 0,
    theme: null,
    banner: null,
    prizeStructure: null,
    scheduleId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    cancelledAt: null,
    ...fields,
  };
}
