import type { LobbyPlayer, TournamentLobby } from 'shared-events/contracts';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12) + minutes * 60_000).toISOString();

/** Tests and stories: a player of the lobby's Players tab. */
export function lobbyPlayer(entryId: number, username: string, overrides: Partial<LobbyPlayer> = {}): LobbyPlayer {
  return {
    entryId,
    userId: entryId,
    username,
    country: 'Peru',
    chips: 10_000,
    tableId: null,
    tableLabel: null,
    place: null,
    prize: null,
    ...overrides,
  };
}

/**
 * Tests and stories: GET /api/tournaments/:id/lobby of a tournament starting at 12:00 UTC on Jan 1, 2030, with 10-minute
 * levels and a 5-minute break at the end of each hour.
 */
export function tournamentLobby(overrides: Partial<TournamentLobby> = {}): TournamentLobby {
  return {
    tournamentId: 7,
    phase: 'registering',
    players: [lobbyPlayer(5, 'short_stack'), lobbyPlayer(6, 'river_rat', { country: 'Chad' })],
    tables: [],
    payouts: { entries: 2, prizeMoney: 20, currency: 'USDT', places: [{ place: 1, prize: 20 }] },
    blinds: {
      levelSeconds: 600,
      breakMinutes: 5,
      levels: [
        { level: 1, smallBlind: 50, bigBlind: 100, ante: 0, startsAt: at(0) },
        { level: 2, smallBlind: 75, bigBlind: 150, ante: 0, startsAt: at(10) },
        { level: 3, smallBlind: 100, bigBlind: 200, ante: 0, startsAt: at(20) },
        { level: 4, smallBlind: 150, bigBlind: 300, ante: 300, startsAt: at(30) },
        { level: 5, smallBlind: 250, bigBlind: 500, ante: 500, startsAt: at(40) },
        { level: 6, smallBlind: 300, bigBlind: 600, ante: 600, startsAt: at(50) },
        { level: 7, smallBlind: 400, bigBlind: 800, ante: 800, startsAt: at(65) },
      ],
      breaks: [
        { startsAt: at(55), endsAt: at(60) },
        { startsAt: at(115), endsAt: at(120) },
      ],
    },
    pausedAt: null,
    ...overrides,
  };
}

/** A tournament in play: two tables, one player out in 3rd place (prize paid at the end). */
export function lobbyInPlay(): TournamentLobby {
  return tournamentLobby({
    phase: 'playing',
    players: [
      lobbyPlayer(6, 'river_rat', { country: 'Chad', chips: 18_000, tableId: 12, tableLabel: '7-012' }),
      lobbyPlayer(5, 'short_stack', { chips: 9_000, tableId: 13, tableLabel: '7-013' }),
      lobbyPlayer(8, 'gone_fishing', { country: 'Atlantis', chips: 3_000, tableId: 13, tableLabel: '7-013' }),
      lobbyPlayer(9, 'bubble_boy', { chips: null, place: 4 }),
    ],
    tables: [
      { tableId: 12, label: '7-012', players: 1, chips: 18_000, biggestStack: 18_000, smallestStack: 18_000 },
      { tableId: 13, label: '7-013', players: 2, chips: 12_000, biggestStack: 9_000, smallestStack: 3_000 },
    ],
    payouts: {
      entries: 4,
      prizeMoney: 40,
      currency: 'USDT',
      places: [
        { place: 1, prize: 26 },
        { place: 2, prize: 14 },
      ],
    },
  });
}
