import {
  LOBBY_PAGE_LIMIT,
  type LobbyListPage,
  type LobbyPayout,
  type LobbyPayouts,
  type LobbyPlayer,
  type LobbyTable,
  type TournamentLobby,
  type TournamentLobbyQuery,
} from 'shared-events/contracts';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12) + minutes * 60_000).toISOString();

/** Tests and stories: a player of the lobby's Players tab (unranked unless `rank` is given, as the server ranks). */
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
    rank: null,
    ...overrides,
  };
}

/** Tests: a lobby with every player, table and paid place, as the server holds it before it cuts a reader's pages. */
export type WholeLobby = Omit<TournamentLobby, 'players' | 'tables' | 'payouts'> & {
  players: LobbyPlayer[];
  tables: LobbyTable[];
  payouts: Omit<LobbyPayouts, 'places'> & { places: LobbyPayout[] };
};

/**
 * Tests: the whole lobby of a tournament starting at 12:00 UTC on Jan 1, 2030, with 10-minute levels and a 5-minute
 * break at the end of each hour.
 */
export function wholeLobby(overrides: Partial<WholeLobby> = {}): WholeLobby {
  return {
    tournamentId: 7,
    phase: 'registering',
    players: [lobbyPlayer(5, 'short_stack', { rank: 1 }), lobbyPlayer(6, 'river_rat', { country: 'Chad', rank: 2 })],
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

/** Tests and stories: GET /api/tournaments/:id/lobby of wholeLobby(overrides), its first pages (every row up to 50). */
export function tournamentLobby(overrides: Partial<WholeLobby> = {}): TournamentLobby {
  return lobbyPageOf(wholeLobby(overrides), {});
}

/** A tournament in play: two tables, one player out in 3rd place (prize paid at the end). */
export function lobbyInPlay(): TournamentLobby {
  return tournamentLobby({
    phase: 'playing',
    players: [
      lobbyPlayer(6, 'river_rat', { country: 'Chad', chips: 18_000, tableId: 12, tableLabel: '7-012', rank: 1 }),
      lobbyPlayer(5, 'short_stack', { chips: 9_000, tableId: 13, tableLabel: '7-013', rank: 2 }),
      lobbyPlayer(8, 'gone_fishing', { country: 'Atlantis', chips: 3_000, tableId: 13, tableLabel: '7-013', rank: 3 }),
      lobbyPlayer(9, 'bubble_boy', { chips: null, place: 4, rank: 4 }),
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

/** Tests: a field of `count` registered players, ranked in registration order as the server ranks them before the start. */
export function registeredField(count: number): LobbyPlayer[] {
  return Array.from({ length: count }, (_player, index) => lobbyPlayer(100 + index, `player_${index + 1}`, { rank: index + 1 }));
}

/** Tests: `count` paid places sharing `prizeMoney`, each place a little less than the one above (shares as 1/place). */
export function paidPlaces(count: number, prizeMoney: number): LobbyPayout[] {
  const total = Array.from({ length: count }, (_place, index) => 1 / (index + 1)).reduce((sum, weight) => sum + weight, 0);
  return Array.from({ length: count }, (_place, index) => ({ place: index + 1, prize: Math.round((prizeMoney * 100) / (index + 1) / total) / 100 }));
}

/** Tests: tables in play, numbered from 1. */
export function tablesInPlay(count: number): LobbyTable[] {
  return Array.from({ length: count }, (_table, index) => {
    const tableId = index + 1;
    return { tableId, label: `7-${String(tableId).padStart(3, '0')}`, players: 9, chips: 90_000, biggestStack: 10_000, smallestStack: 10_000 };
  });
}

/** Tests: the lobby's answer to a query, paged and searched as the server does it, from every row of `lobby`. */
export function lobbyPageOf(lobby: WholeLobby, query: TournamentLobbyQuery): TournamentLobby {
  const search = query.playersSearch?.toLowerCase() ?? '';
  const players = lobby.players.filter((player) => player.username.toLowerCase().includes(search));
  return {
    ...lobby,
    players: pageOf(players, query.playersPage, query.playersLimit),
    tables: pageOf(lobby.tables, query.tablesPage, query.tablesLimit),
    payouts: { ...lobby.payouts, places: pageOf(lobby.payouts.places, query.payoutsPage, query.payoutsLimit) },
  };
}

function pageOf<Row>(rows: Row[], page = 1, limit = LOBBY_PAGE_LIMIT): LobbyListPage<Row> {
  return { rows: rows.slice((page - 1) * limit, page * limit), count: rows.length, page, limit };
}
