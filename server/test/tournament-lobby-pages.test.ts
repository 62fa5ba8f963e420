import { LOBBY_CACHE_MS, type TournamentLobby } from 'shared-events/contracts';
import type { Queryable } from '../src/db/database';
import { TournamentLobbyCache } from '../src/director/lobby-cache';
import { seededRandom } from './helpers/tables';
import { playTournament } from './helpers/tournament-bots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { usdt } from './helpers/tournament-api';
import { joinTournament, readLobby, tournamentWithField } from './helpers/tournament-lobby';

// Issue #28: the Players and Tables tabs of a big tournament are read a page at a time, from one lobby computed at
// most once a second per tournament.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ playersPresent: true });
});
afterAll(() => t.close());

const FEE = usdt(1);
const ENTRIES_SQL = 'FROM tournament_entries e JOIN users u';

const lobbyOf = (id: number, query = '') => readLobby(t, id, query);
const tournamentWith = (players: number, startsInMinutes: number) =>
  tournamentWithField(t, { players, startsInMinutes, entryFeeMicros: FEE, startingStack: 1_500 });

const rename = (userId: number, username: string) => t.server.db.query('UPDATE users SET username = $2 WHERE id = $1', [userId, username]);

/** Counts the queries and the lobby computations (each reads every entry once) made through this handle. */
function countingDb(): { db: Queryable; queries: () => number; computations: () => number } {
  let queries = 0;
  let computations = 0;
  const db: Queryable = {
    query(sql, params) {
      queries += 1;
      if (sql.includes(ENTRIES_SQL)) computations += 1;
      return t.server.db.query(sql, params);
    },
    exec: (sql) => t.server.db.exec(sql),
  };
  return { db, queries: () => queries, computations: () => computations };
}

describe('GET /api/tournaments/:id/lobby, paged', () => {
  let field: { id: number; userIds: number[] };
  beforeAll(async () => {
    field = await tournamentWith(60, 60);
  });

  it('answers page 1 of 50 players by default with the count of the field; page 2 holds the rest, ranked in the whole field', async () => {
    const first = await lobbyOf(field.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      tournamentId: field.id,
      phase: 'registering',
      players: { count: 60, page: 1, limit: 50 },
      tables: { rows: [], count: 0, page: 1, limit: 50 },
    });
    expect(first.body.players.rows.map((player) => player.userId)).toEqual(field.userIds.slice(0, 50));
    expect(first.body.players.rows.map((player) => player.rank)).toEqual(field.userIds.slice(0, 50).map((_id, index) => index + 1));
    // The other tabs are whole: the payouts count every entry, not the page.
    expect(first.body.payouts.entries).toBe(60);
    expect(first.body.blinds.levels.length).toBeGreaterThan(0);

    const second = await lobbyOf(field.id, '?playersPage=2');
    expect(second.body.players).toMatchObject({ count: 60, page: 2, limit: 50 });
    expect(second.body.players.rows.map((player) => [player.userId, player.rank])).toEqual(
      field.userIds.slice(50).map((id, index) => [id, 51 + index]),
    );

    const small = await lobbyOf(field.id, '?playersPage=4&playersLimit=7');
    expect(small.body.players).toMatchObject({ page: 4, limit: 7 });
    expect(small.body.players.rows.map((player) => player.rank)).toEqual([22, 23, 24, 25, 26, 27, 28]);
    const past = await lobbyOf(field.id, '?playersPage=10&playersLimit=7');
    expect(past.body.players).toEqual({ rows: [], count: 60, page: 10, limit: 7 });
    const everyone = await lobbyOf(field.id, '?playersLimit=100');
    expect(everyone.body.players.rows).toHaveLength(60);
  });

  it('searches usernames, case aside and trimmed, over the whole field: the count is of the matches, ranks stay the field’s', async () => {
    await rename(field.userIds[4], 'RiverRat');
    await rename(field.userIds[55], 'the_river_king');
    await rename(field.userIds[30], 'ace_high');

    const found = await lobbyOf(field.id, `?playersSearch=${encodeURIComponent('  RIVER ')}`);
    expect(found.status).toBe(200);
    expect(found.body.players.count).toBe(2);
    expect(found.body.players.rows.map((player) => [player.username, player.rank])).toEqual([
      ['RiverRat', 5],
      ['the_river_king', 56],
    ]);
    // The search pages like the field.
    const secondMatch = await lobbyOf(field.id, '?playersSearch=river&playersLimit=1&playersPage=2');
    expect(secondMatch.body.players).toEqual({
      rows: [expect.objectContaining({ username: 'the_river_king', rank: 56 })],
      count: 2,
      page: 2,
      limit: 1,
    });

    expect((await lobbyOf(field.id, '?playersSearch=nobody-by-this-name')).body.players).toMatchObject({ rows: [], count: 0 });
    // A blank search is no search.
    expect((await lobbyOf(field.id, '?playersSearch=%20%20')).body.players.count).toBe(60);
  });

  it('pages the paid places from 1st: the count is every paid place of the field, the prizes those of the whole list', async () => {
    const whole = (await lobbyOf(field.id)).body.payouts;
    // The default structure pays about 15 % of 60 entries, in one page of 50 by default.
    expect(whole).toMatchObject({ entries: 60, places: { count: 9, page: 1, limit: 50 } });
    expect(whole.places.rows.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(whole.places.rows.reduce((sum, row) => sum + row.prize, 0)).toBeCloseTo(whole.prizeMoney, 6);

    const pages = await Promise.all([1, 2, 3].map((page) => lobbyOf(field.id, `?payoutsLimit=4&payoutsPage=${page}`)));
    expect(pages.map((page) => page.body.payouts.places)).toEqual([
      { rows: whole.places.rows.slice(0, 4), count: 9, page: 1, limit: 4 },
      { rows: whole.places.rows.slice(4, 8), count: 9, page: 2, limit: 4 },
      { rows: whole.places.rows.slice(8), count: 9, page: 3, limit: 4 },
    ]);
    // The other fields of the payouts are the whole field's on every page, and the other lists keep their own pages.
    expect(pages[2].body.payouts).toMatchObject({ entries: 60, prizeMoney: whole.prizeMoney, currency: whole.currency });
    expect(pages[2].body.players).toMatchObject({ count: 60, page: 1, limit: 50 });
    expect((await lobbyOf(field.id, '?payoutsPage=4&payoutsLimit=4')).body.payouts.places).toEqual({ rows: [], count: 9, page: 4, limit: 4 });
  });

  it.each([
    ['playersPage=0', 'playersPage must be a positive whole number.'],
    ['playersPage=-1', 'playersPage must be a positive whole number.'],
    ['playersPage=1.5', 'playersPage must be a positive whole number.'],
    ['playersPage=01', 'playersPage must be a positive whole number.'],
    ['playersPage=1000001', 'playersPage must be between 1 and 1000000.'],
    ['playersLimit=0', 'playersLimit must be a positive whole number.'],
    ['playersLimit=101', 'playersLimit must be between 1 and 100.'],
    ['playersLimit=ten', 'playersLimit must be a positive whole number.'],
    ['tablesPage=x', 'tablesPage must be a positive whole number.'],
    ['tablesPage=2000000', 'tablesPage must be between 1 and 1000000.'],
    ['tablesLimit=500', 'tablesLimit must be between 1 and 100.'],
    ['payoutsPage=0', 'payoutsPage must be a positive whole number.'],
    ['payoutsLimit=101', 'payoutsLimit must be between 1 and 100.'],
    ['playersPerPage=10', 'Unknown field: playersPerPage.'],
    [`playersSearch=${'a'.repeat(33)}`, 'playersSearch must be at most 32 characters.'],
    ['page=1', 'Unknown field: page.'],
  ])('answers 400 in the error format for %s', async (query, message) => {
    const answer = await lobbyOf(field.id, `?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('takes 32 characters of search once trimmed', async () => {
    const answer = await lobbyOf(field.id, `?playersSearch=${encodeURIComponent(` ${'b'.repeat(32)} `)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.players.count).toBe(0);
  });

  it('one computation for many readers at once, kept for a second: each reader’s page is cut from it', async () => {
    const spy = jest.spyOn(t.server.db, 'query');
    const computations = () => spy.mock.calls.filter(([sql]) => sql.includes(ENTRIES_SQL)).length;
    try {
      t.clock.advance(LOBBY_CACHE_MS / 1000);
      const pages = await Promise.all(
        Array.from({ length: 20 }, (_reader, page) =>
          t.get<TournamentLobby>(`/api/tournaments/${field.id}/lobby?playersLimit=3&playersPage=${page + 1}`),
        ),
      );
      expect(computations()).toBe(1);
      expect(pages.flatMap((page) => page.body.players.rows.map((player) => player.rank))).toEqual(
        Array.from({ length: 60 }, (_rank, index) => index + 1),
      );

      t.clock.advance(LOBBY_CACHE_MS / 1000);
      await Promise.all(Array.from({ length: 5 }, () => t.get(`/api/tournaments/${field.id}/lobby`)));
      expect(computations()).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('TournamentLobbyCache', () => {
  let tournamentId: number;
  beforeAll(async () => {
    tournamentId = (await tournamentWith(3, 60)).id;
  });

  it('shares one computation between concurrent readers and serves it until a second has passed since it began', async () => {
    let elapsedMs = 0;
    const cache = new TournamentLobbyCache(() => elapsedMs);
    const { db, computations } = countingDb();
    const now = t.clock.now();

    const [first, second] = await Promise.all([cache.lobby(db, tournamentId, now), cache.lobby(db, tournamentId, now)]);
    expect(second).toBe(first);
    expect(first.lobby.players).toHaveLength(3);
    expect(computations()).toBe(1);

    elapsedMs = LOBBY_CACHE_MS - 1;
    expect(await cache.lobby(db, tournamentId, now)).toBe(first);
    expect(computations()).toBe(1);

    elapsedMs = LOBBY_CACHE_MS;
    await joinTournament(t, tournamentId, FEE);
    expect((await cache.lobby(db, tournamentId, now)).lobby.players).toHaveLength(4);
    expect(computations()).toBe(2);
  });

  it('computes again when the injected clock has moved a second, whatever the elapsed time', async () => {
    const cache = new TournamentLobbyCache(() => 0);
    const { db, computations } = countingDb();
    await cache.lobby(db, tournamentId, t.clock.now());
    await cache.lobby(db, tournamentId, new Date(t.clock.now().getTime() + LOBBY_CACHE_MS));
    expect(computations()).toBe(2);
  });

  it('keeps no answer for an unknown tournament: every reader of the moment gets the 404, the next one asks again', async () => {
    const cache = new TournamentLobbyCache(() => 0);
    const { db, queries, computations } = countingDb();
    const missing = await Promise.allSettled([cache.lobby(db, 999_999, t.clock.now()), cache.lobby(db, 999_999, t.clock.now())]);
    expect(missing.map((result) => result.status === 'rejected' && (result.reason as { statusCode: number }).statusCode)).toEqual([404, 404]);
    const shared = queries();
    await expect(cache.lobby(db, 999_999, t.clock.now())).rejects.toMatchObject({ statusCode: 404 });
    expect(queries()).toBe(2 * shared);
    // The tournament row is read first: no entries are read for a tournament that does not exist.
    expect(computations()).toBe(0);
  });
});

describe('GET /api/tournaments/:id/lobby in play, paged', () => {
  it('pages the players and the tables as slices of the whole lobby, ranks and order included', async () => {
    // Starts 14 minutes ago: the join window ends in a minute and the director seats everyone.
    const { id } = await tournamentWith(20, -14);
    t.clock.advance(61);
    await t.server.director!.direct(id);

    let checked = false;
    await playTournament(t, id, {
      random: seededRandom(28),
      check: async () => {
        if (checked) return;
        const whole = (await lobbyOf(id, '?playersLimit=100')).body;
        if (!whole.players.rows.some((player) => player.place !== null) || whole.tables.count < 2) return;
        checked = true;
        // Read within the same second: the same computation, paged.
        const players = await t.get<TournamentLobby>(`/api/tournaments/${id}/lobby?playersPage=2&playersLimit=6`);
        expect(players.body.players).toEqual({ rows: whole.players.rows.slice(6, 12), count: 20, page: 2, limit: 6 });
        expect(whole.players.rows.map((player) => player.rank)).toEqual(whole.players.rows.map((player, index) => player.place ?? index + 1));
        const tables = await t.get<TournamentLobby>(`/api/tournaments/${id}/lobby?tablesPage=2&tablesLimit=1`);
        expect(tables.body.tables).toEqual({ rows: [whole.tables.rows[1]], count: whole.tables.count, page: 2, limit: 1 });
      },
      // The rest of the tournament is other tests' (tournament-runtime): on a slow machine it took this one past 30 s.
      until: () => checked,
    });
    expect(checked).toBe(true);
  });
});
