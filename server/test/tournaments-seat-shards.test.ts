import type {
  AdminTournament,
  AdminTournamentPage,
  ApiErrorResponse,
  RegisterTournamentResponse,
  Tournament,
  TournamentDetail,
  UnregisterTournamentResponse,
} from 'shared-events/contracts';
import { SEAT_SHARDS, seatLimits } from '../src/tournaments/seat-shards';
import { auditLedger } from '../src/wallet/ledger';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, registerPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, changedBehindTheApi, createTournament, poolOf, registerPath, usdt } from './helpers/tournament-api';

// A tournament's seats and pool spread over its seat shards (migration 029): the cap holds across them, a seat given
// back goes to the shard it came from, an admin's new max_players is spread again, and a cancel or a payout takes the
// whole pool. On PostgreSQL (DATABASE_URL) the racing requests really run at once, on the pool's connections.

let t: TestApp;
let admin: TestPlayer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const START = usdt(100);

const players = (count: number) => Promise.all(Array.from({ length: count }, () => createPlayer(t, { balanceMicros: START })));
const register = (p: TestPlayer, id: number) =>
  t.request<RegisterTournamentResponse & ApiErrorResponse>('POST', registerPath(id), { headers: p.headers, body: {} });
const unregister = (p: TestPlayer, id: number) =>
  t.request<UnregisterTournamentResponse & ApiErrorResponse>('DELETE', registerPath(id), { headers: p.headers });
const adminRequest = <Body>(method: string, path: string, body?: unknown) => t.request<Body>(method, path, { headers: admin.headers, body });

interface Shard {
  shard: number;
  seat_limit: number;
  players: number;
  pool: string;
}

async function shards(id: number): Promise<Shard[]> {
  const { rows } = await t.server.db.query<Shard>(
    'SELECT shard, seat_limit, players, pool_micros::text AS pool FROM tournament_seat_shards WHERE tournament_id = $1 ORDER BY shard',
    [id],
  );
  return rows;
}

/** The shards' seat limits leave exactly `max` seats with the row's own count, and none holds more than its limit. */
async function expectCapKept(id: number, max: number) {
  const { rows } = await t.server.db.query<{ players_count: number }>('SELECT players_count FROM tournaments WHERE id = $1', [id]);
  const held = await shards(id);
  expect(held.filter((shard) => shard.players > shard.seat_limit)).toEqual([]);
  expect(rows[0].players_count + held.reduce((sum, shard) => sum + shard.seat_limit, 0)).toBe(max);
}

const seatShardOf = async (id: number, userId: number) =>
  (
    await t.server.db.query<{ seat_shard: number | null }>(
      'SELECT seat_shard FROM tournament_registrations WHERE tournament_id = $1 AND user_id = $2',
      [id, userId],
    )
  ).rows[0]?.seat_shard;

describe('seatLimits', () => {
  it('spreads the free seats evenly, the lower shards taking the remainder, and never goes below a shard’s players', () => {
    expect(seatLimits(10, [0, 0, 0, 0])).toEqual([3, 3, 2, 2]);
    expect(seatLimits(7, [3, 0, 2, 0])).toEqual([4, 1, 2, 0]);
    expect(seatLimits(5, [3, 0, 2, 0])).toEqual([3, 0, 2, 0]);
    // More players than seats (a row's count written past the cap behind the shards' back) leaves no room anywhere.
    expect(seatLimits(2, [1, 2, 0])).toEqual([1, 2, 0]);
  });
});

it('70 players at once for 20 seats over the shards: exactly 20 in, each shard within its limit, count and pool exact', async () => {
  const id = await createTournament(t, { maxPlayers: 20, entryFeeMicros: usdt(2) });
  const field = await players(70);

  const responses = await Promise.all(field.map((p) => register(p, id)));

  expect(responses.filter((r) => r.status === 200)).toHaveLength(20);
  expect(new Set(responses.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.message}`))).toEqual(new Set(['409 Tournament is full']));
  const held = await shards(id);
  expect(held).toHaveLength(SEAT_SHARDS);
  expect(held.reduce((sum, shard) => sum + shard.players, 0)).toBe(20);
  expect(held.filter((shard) => shard.players > 0).length).toBeGreaterThan(1);
  await expectCapKept(id, 20);
  expect(await poolOf(t, id)).toEqual({ pool: usdt(40), players: 20 });
  // Every shard's pool holds the fees of the seats it gave.
  for (const shard of held) expect(shard.pool).toBe(String(usdt(2) * BigInt(shard.players)));
});

it('an unregistration gives the seat and the fee back to its shard, and the full tournament fills again', async () => {
  const id = await createTournament(t, { maxPlayers: 3, entryFeeMicros: usdt(5) });
  const [a, b, c, d, e] = await players(5);
  for (const p of [a, b, c]) expect((await register(p, id)).status).toBe(200);
  expect((await register(d, id)).body.message).toBe('Tournament is full');

  const shard = (await seatShardOf(id, a.id))!;
  const before = (await shards(id))[shard];
  const left = await unregister(a, id);

  expect(left.status).toBe(200);
  expect(left.body.refundedAmount).toBe(5);
  expect(await balanceOf(t, a.id)).toBe(START);
  expect((await shards(id))[shard]).toEqual({ ...before, players: before.players - 1, pool: String(BigInt(before.pool) - usdt(5)) });
  expect(await poolOf(t, id)).toEqual({ pool: usdt(10), players: 2 });

  // The one free seat is in a's shard: d takes it there, and the tournament is full again.
  expect((await register(d, id)).status).toBe(200);
  expect(await seatShardOf(id, d.id)).toBe(shard);
  expect((await register(e, id)).body.message).toBe('Tournament is full');
  expect(await poolOf(t, id)).toEqual({ pool: usdt(15), players: 3 });
  await expectCapKept(id, 3);
});

it('a seat counted in the tournament row (sample data, older registrations) shares the cap with the shards, and is given back there', async () => {
  const id = await createTournament(t, { maxPlayers: 4, entryFeeMicros: usdt(5) });
  const [inRow, ...field] = await players(6);
  await registerPlayer(t, id, inRow.id, { entryFeeMicros: usdt(5), lobby: false });
  const answers = await Promise.all(field.map((p) => register(p, id)));
  expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
  expect(await seatShardOf(id, inRow.id)).toBeNull();
  await expectCapKept(id, 4);

  expect((await unregister(inRow, id)).body.refundedAmount).toBe(5);
  expect(await balanceOf(t, inRow.id)).toBe(START);
  await expectCapKept(id, 4);
  const late = field.find((_, index) => answers[index].status !== 200)!;
  expect((await register(late, id)).status).toBe(200);
  expect(await poolOf(t, id)).toEqual({ pool: usdt(20), players: 4 });
});

it('the lobby, the detail and the admin list (sorted by players) count the seats in the shards and in the row together', async () => {
  const name = `Counted ${process.pid}`;
  const sharded = await createTournament(t, { name: `${name} A`, maxPlayers: 10 });
  const mixed = await createTournament(t, { name: `${name} B`, maxPlayers: 10 });
  for (const p of await players(4)) expect((await register(p, sharded)).status).toBe(200);
  for (const p of await players(2)) await registerPlayer(t, mixed, p.id, { entryFeeMicros: usdt(10), lobby: false });
  const [late] = await players(1);
  expect((await register(late, mixed)).status).toBe(200);
  changedBehindTheApi(t);

  // By the rows' own counts alone (0 and 2) the order would be the other way round.
  const search = `/api/admin/tournaments?search=${encodeURIComponent(name)}&sort=players`;
  const ascending = await adminRequest<AdminTournamentPage>('GET', `${search}&order=asc`);
  expect(ascending.body.tournaments.map((row) => [row.id, row.players, row.pool])).toEqual([
    [mixed, 3, 30],
    [sharded, 4, 40],
  ]);
  const descending = await adminRequest<AdminTournamentPage>('GET', `${search}&order=desc`);
  expect(descending.body.tournaments.map((row) => row.id)).toEqual([sharded, mixed]);
  const lobby = await t.get<Tournament[]>('/api/users/tournaments');
  expect(lobby.body.filter((row) => row.id === sharded || row.id === mixed).map((row) => [row.id, row.players, row.pool])).toEqual([
    [sharded, 4, 40],
    [mixed, 3, 30],
  ]);
  const detail = await t.get<TournamentDetail>(`/api/tournaments/${mixed}`);
  expect([detail.body.players, detail.body.pool]).toEqual([3, 30]);
});

it('an admin lowers max_players to exactly the players registered: the next registration is full; raised, it gets in', async () => {
  const id = await createTournament(t, { maxPlayers: 50, entryFeeMicros: usdt(1) });
  const field = await players(9);
  for (const p of field.slice(0, 7)) expect((await register(p, id)).status).toBe(200);

  const below = await adminRequest<ApiErrorResponse>('PATCH', `/api/admin/tournaments/${id}`, { maxPlayers: 6 });
  expect([below.status, below.body.message]).toEqual([409, 'maxPlayers cannot be below the 7 players already registered.']);
  const exact = await adminRequest<AdminTournament>('PATCH', `/api/admin/tournaments/${id}`, { maxPlayers: 7 });
  expect([exact.status, exact.body.players, exact.body.maxPlayers]).toEqual([200, 7, 7]);
  await expectCapKept(id, 7);
  expect((await register(field[7], id)).body.message).toBe('Tournament is full');

  expect((await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { maxPlayers: 8 })).status).toBe(200);
  await expectCapKept(id, 8);
  expect((await register(field[7], id)).status).toBe(200);
  expect((await register(field[8], id)).body.message).toBe('Tournament is full');
});

it('a cancel during a rush folds the shards into the pool and refunds every registration that got in once', async () => {
  const id = await createTournament(t, { maxPlayers: 100, entryFeeMicros: usdt(3) });
  const field = await players(30);
  // Some seats are taken before the rush, so the shards exist and hold money when the cancel comes.
  for (const p of field.slice(0, 5)) expect((await register(p, id)).status).toBe(200);

  const registering = field.slice(5).map((p) => register(p, id));
  const cancel = await adminRequest('POST', `/api/admin/tournaments/${id}/cancel`);
  await Promise.all(registering);

  expect(cancel.status).toBe(200);
  for (const p of field) expect(await balanceOf(t, p.id)).toBe(START);
  expect((await shards(id)).filter((shard) => shard.pool !== '0')).toEqual([]);
  expect((await poolOf(t, id)).pool).toBe(0n);
  const { rows } = await t.server.db.query<{ refunds: number; entries: number }>(
    `SELECT count(*) FILTER (WHERE kind = 'tournament_refund')::int AS refunds, count(*) FILTER (WHERE kind = 'tournament_entry')::int AS entries
     FROM ledger_transactions WHERE tournament_id = $1`,
    [id],
  );
  expect(rows[0].refunds).toBe(rows[0].entries);
});

it('a payout after registrations through the shards pays out the whole pool, and the books stay exact', async () => {
  const id = await createTournament(t, {
    maxPlayers: 40,
    entryFeeMicros: usdt(10),
    startsInMinutes: 10,
    durationMinutes: 60,
    prizeStructure: [
      { place: '1', percent: 70 },
      { place: '2', percent: 30 },
    ],
  });
  const field = await players(6);
  await Promise.all(field.map((p) => register(p, id)));
  expect((await shards(id)).reduce((sum, shard) => sum + BigInt(shard.pool), 0n)).toBe(usdt(60));
  t.clock.advance((10 + 60 + 1) * 60);

  const paid = await adminRequest<ApiErrorResponse>('POST', `/api/admin/tournaments/${id}/results`, { places: [field[3].id, field[0].id] });

  expect(paid.status).toBe(201);
  expect(await balanceOf(t, field[3].id)).toBe(START - usdt(10) + usdt(42));
  expect(await balanceOf(t, field[0].id)).toBe(START - usdt(10) + usdt(18));
  expect((await shards(id)).filter((shard) => shard.pool !== '0')).toEqual([]);
  const { rows } = await t.server.db.query<{ pool: string; paid_out: string }>(
    'SELECT pool_micros::text AS pool, paid_out_pool_micros::text AS paid_out FROM tournaments WHERE id = $1',
    [id],
  );
  expect(rows[0]).toEqual({ pool: '0', paid_out: String(usdt(60)) });
  expect((await auditLedger(t.server.db)).mismatches).toEqual([]);
});
