import type { AdminTournament, AdminTournamentPage, AdminTournamentSort, ApiErrorResponse, TournamentStatus } from 'shared-events/contracts';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { changedBehindTheApi, createTournament, usdt } from './helpers/tournament-api';

/** GET /api/admin/tournaments: one page of every tournament, searched, filtered by the status the answer shows, sorted. */
let t: TestApp;
let admin: TestPlayer;
const WORDS = ['alpha', 'Bravo', 'CHARLIE', 'delta'];
const COUNT = 40;
/** Minutes from now to the start, in turn: registering, registering, late reg, running, completed (2 h, 15 min late reg). */
const STARTS = [600, 60, -5, -30, -300];
const ids: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await createPlayer(t, { role: 'admin' });
  for (let index = 0; index < COUNT; index += 1) {
    ids.push(
      await createTournament(t, {
        name: `${WORDS[index % WORDS.length]} ${String(index).padStart(2, '0')}`,
        startsInMinutes: STARTS[index % STARTS.length],
        entryFeeMicros: usdt([0, 5, 2.5][index % 3]),
        status: index % 9 === 4 ? 'cancelled' : 'registering',
        createdAt: new Date(t.clock.now().getTime() - (index % 6) * 60_000),
      }),
    );
  }
  // The stored status stays 'registering' (no scheduler runs here): the list must follow the clock, as the answer does.
  await t.server.db.query('UPDATE tournaments SET players_count = id % 7');
  await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = ANY($1)', [ids.filter((_, index) => index % 10 === 7), t.clock.now()]);
  // Running past its scheduled end while tables play; finished by play before its scheduled end.
  await t.server.db.query(`UPDATE tournaments SET play_started_at = starts_at WHERE id = $1`, [ids[24]]);
  await t.server.db.query(`UPDATE tournaments SET play_started_at = starts_at, finished_at = $2 WHERE id = $1`, [ids[3], t.clock.now()]);
  changedBehindTheApi(t);
});
afterAll(() => t.close());

const list = (query = '') => t.request<AdminTournamentPage & ApiErrorResponse>('GET', `/api/admin/tournaments${query}`, { headers: admin.headers });
const everything = async (query = '') => {
  const response = await list(`?pageSize=100${query}`);
  expect(response.status).toBe(200);
  expect(response.body.tournaments).toHaveLength(response.body.total);
  return response.body.tournaments;
};
const idsOf = (tournaments: AdminTournament[]) => tournaments.map((tournament) => tournament.id);

const RANK: Record<TournamentStatus, number> = { registering: 0, 'late reg': 1, running: 2, completed: 3, cancelled: 4 };
const SORT_KEYS: Record<AdminTournamentSort, (tournament: AdminTournament) => number | string> = {
  startsAt: (tournament) => Date.parse(tournament.startsAt),
  name: (tournament) => tournament.name.toLowerCase(),
  status: (tournament) => RANK[tournament.status],
  buyIn: (tournament) => tournament.entryFeeAmount,
  players: (tournament) => tournament.players,
  createdAt: (tournament) => Date.parse(tournament.createdAt),
};

describe('GET /api/admin/tournaments', () => {
  it('answers the first 25 by start, latest first, with the total, deleted ones included', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['page', 'pageSize', 'total', 'tournaments']);
    expect(response.body).toMatchObject({ total: COUNT, page: 1, pageSize: 25 });
    expect(response.body.tournaments).toHaveLength(25);
    expect(idsOf(response.body.tournaments)).toEqual(idsOf(await everything()).slice(0, 25));
    expect(response.body.tournaments[0]).toMatchObject({ startsAt: new Date(t.clock.now().getTime() + 600 * 60_000).toISOString() });
    expect((await everything()).filter((tournament) => tournament.deletedAt !== null)).toHaveLength(4);
  });

  it.each((Object.keys(SORT_KEYS) as AdminTournamentSort[]).flatMap((sort) => ['asc', 'desc'].map((order) => [sort, order] as const)))(
    'sort=%s&order=%s: in that order, ties by id; the pages follow each other without overlap',
    async (sort, order) => {
      const sorted = await everything(`&sort=${sort}&order=${order}`);
      expect(sorted).toHaveLength(COUNT);
      const sign = order === 'asc' ? 1 : -1;
      for (let index = 1; index < sorted.length; index += 1) {
        const [previous, current] = [sorted[index - 1], sorted[index]];
        const [a, b] = [SORT_KEYS[sort](previous), SORT_KEYS[sort](current)];
        if (a === b) expect(sign * (current.id - previous.id)).toBeGreaterThan(0);
        else expect(sign * (a < b ? 1 : -1)).toBe(1);
      }
      const walked: number[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const response = await list(`?sort=${sort}&order=${order}&page=${page}&pageSize=7`);
        expect(response.body).toMatchObject({ total: COUNT, page, pageSize: 7 });
        walked.push(...idsOf(response.body.tournaments));
      }
      expect(walked).toEqual(idsOf(sorted));
    },
  );

  it('answers a page past the end empty, with the total', async () => {
    expect((await list('?page=9&pageSize=5')).body).toEqual({ tournaments: [], total: COUNT, page: 9, pageSize: 5 });
    expect((await list('?page=1000000')).body).toMatchObject({ tournaments: [], total: COUNT });
  });

  it('searches a part of the name in any case (trimmed, wildcards taken literally), or the id', async () => {
    const alphas = await everything('&search=ALPHA');
    expect(alphas.map((tournament) => tournament.name).sort()).toEqual(
      ids
        .map((_, index) => index)
        .filter((index) => index % 4 === 0)
        .map((index) => `alpha ${String(index).padStart(2, '0')}`),
    );
    expect(idsOf(await everything('&search=%20%20bravo%2001%20%20'))).toEqual([ids[1]]);
    expect(await everything('&search=%25')).toEqual([]);
    expect(await everything('&search=_')).toEqual([]);
    const byId = await everything(`&search=${ids[17]}`);
    expect(idsOf(byId)).toContain(ids[17]);
    for (const tournament of byId) expect(tournament.id === ids[17] || tournament.name.includes(String(ids[17]))).toBe(true);
    expect(await everything('&search=99999999999')).toEqual([]);
    expect((await everything('&search=delta&status=deleted')).map((tournament) => tournament.name).sort()).toEqual(['delta 07', 'delta 27']);
    expect((await list('?search=')).body.total).toBe(COUNT);
  });

  it('filters by the status the answer shows, at any moment (deleted ones apart), and the deleted ones', async () => {
    // Forward only: the admin's token would not be valid yet before the moment it was signed.
    for (const minutes of [0, 20, 200]) {
      t.clock.advance(minutes * 60);
      const all = await everything();
      let shown = 0;
      for (const status of Object.keys(RANK) as TournamentStatus[]) {
        const filtered = await everything(`&status=${encodeURIComponent(status)}`);
        const expected = all.filter((tournament) => tournament.status === status && tournament.deletedAt === null);
        expect([minutes, status, idsOf(filtered)]).toEqual([minutes, status, idsOf(expected)]);
        shown += filtered.length;
      }
      const deleted = await everything('&status=deleted');
      expect(deleted.every((tournament) => tournament.deletedAt !== null)).toBe(true);
      expect(shown + deleted.length).toBe(COUNT);
      t.clock.advance(-minutes * 60);
    }
    expect(idsOf(await everything('&status=running'))).toEqual(expect.arrayContaining([ids[24]]));
    expect(idsOf(await everything('&status=completed'))).toEqual(expect.arrayContaining([ids[3]]));
    expect((await list('?status=late+reg')).body.total).toBe((await list('?status=late%20reg')).body.total);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1 to 1000000.'],
    ['page=1000001', 'page must be a whole number from 1 to 1000000.'],
    ['page=abc', 'page must be a whole number from 1 to 1000000.'],
    ['pageSize=0', 'pageSize must be a whole number from 1 to 100.'],
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100.'],
    ['pageSize=2.5', 'pageSize must be a whole number from 1 to 100.'],
    ['sort=price', 'sort must be one of startsAt, name, status, buyIn, players, createdAt.'],
    ['order=up', 'order must be asc or desc.'],
    ['status=finished', 'status must be one of registering, late reg, running, completed, cancelled, deleted.'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters.'],
    ['search=a%01b', 'search must not contain control characters.'],
    ['limit=10', 'Unknown field: limit.'],
  ])('refuses ?%s with 400 and nothing else', async (query, message) => {
    const response = await list(`?${query}`);
    expect([response.status, response.body]).toEqual([400, { code: 'VALIDATION_FAILED', message }]);
  });

  it('refuses a repeated parameter', async () => {
    expect((await list('?page=1&page=2')).status).toBe(400);
  });
});
