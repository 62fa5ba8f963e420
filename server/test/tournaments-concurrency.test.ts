import type { RegisterTournamentResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, createTournament, poolOf, registerPath, usdt } from './helpers/tournament-api';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

async function players(count: number, balanceMicros = usdt(100)): Promise<TestPlayer[]> {
  const created: TestPlayer[] = [];
  for (let i = 0; i < count; i += 1) created.push(await createPlayer(t, { balanceMicros }));
  return created;
}

const totalOf = async (list: TestPlayer[]) => (await Promise.all(list.map((p) => balanceOf(t, p.id)))).reduce((a, b) => a + b, 0n);

it('100 concurrent registrations never exceed maxPlayers, and exactly the winners pay', async () => {
  const id = await createTournament(t, { maxPlayers: 10, entryFeeMicros: usdt(3.5) });
  const field = await players(100);

  const responses = await Promise.all(
    field.map((p) => t.request<RegisterTournamentResponse>('POST', registerPath(id), { headers: p.headers, body: {} })),
  );

  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(90);
  expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set(['Tournament is full']));
  expect(await poolOf(t, id)).toEqual({ pool: usdt(35), players: 10 });
  const { rows } = await t.server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM tournament_registrations WHERE tournament_id = $1',
    [id],
  );
  expect(rows[0].count).toBe(10);
  expect(await totalOf(field)).toBe(usdt(100 * 100 - 35));
});

it('one player registering 10 times at once pays once', async () => {
  const id = await createTournament(t, { entryFeeMicros: usdt(10) });
  const [player] = await players(1);
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => t.request<RegisterTournamentResponse>('POST', registerPath(id), { headers: player.headers, body: {} })),
  );
  expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
  expect(responses.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
    Array(9).fill('You are already registered for this tournament.'),
  );
  expect(await balanceOf(t, player.id)).toBe(usdt(90));
  expect(await poolOf(t, id)).toEqual({ pool: usdt(10), players: 1 });
});

it('interleaved registrations and unregistrations conserve money', async () => {
  const id = await createTournament(t, { maxPlayers: 20, entryFeeMicros: usdt(1.25) });
  const field = await players(30);
  const rounds = field.flatMap((p) => [
    t.request('POST', registerPath(id), { headers: p.headers, body: {} }),
    t.request('DELETE', registerPath(id), { headers: p.headers }),
    t.request('POST', registerPath(id), { headers: p.headers, body: {} }),
  ]);
  await Promise.all(rounds);

  const { rows } = await t.server.db.query<{ count: number; fees: string }>(
    'SELECT count(*)::int AS count, coalesce(sum(entry_fee_micros), 0)::text AS fees FROM tournament_registrations WHERE tournament_id = $1',
    [id],
  );
  const { pool, players: count } = await poolOf(t, id);
  expect(count).toBe(rows[0].count);
  expect(count).toBeLessThanOrEqual(20);
  expect(pool).toBe(BigInt(rows[0].fees));
  expect(await totalOf(field)).toBe(usdt(30 * 100) - pool);
});
