import type { RegisterTournamentResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, makeAdmin, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, createTournament, registerPath, usdt } from './helpers/tournament-api';

// The registration rush's races: many players for fewer seats, one player's registrations and unregistrations at
// once, a cancellation in the middle of a rush. Whatever the registration's locking (see registration.ts), none may
// over-register, lose or double money. On PostgreSQL (DATABASE_URL) the requests really run at once, on the pool's
// connections, spread over the tournament's seat shards (seat-shards.repository.ts).

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const START = usdt(100);

async function players(count: number): Promise<TestPlayer[]> {
  return Promise.all(Array.from({ length: count }, () => createPlayer(t, { balanceMicros: START })));
}

/** The tournament's stored count and pool (the row's and its seat shards'), its registrations, and its pool account's balance from the ledger. */
async function books(id: number) {
  const { rows } = await t.server.db.query<{ players: number; pool: string; registrations: number; fees: string; ledger: string }>(
    `SELECT t.players_count + (SELECT coalesce(sum(players), 0)::int FROM tournament_seat_shards WHERE tournament_id = t.id) AS players,
            (t.pool_micros + (SELECT coalesce(sum(pool_micros), 0) FROM tournament_seat_shards WHERE tournament_id = t.id))::text AS pool,
            (SELECT count(*)::int FROM tournament_registrations WHERE tournament_id = t.id) AS registrations,
            (SELECT coalesce(sum(entry_fee_micros), 0)::text FROM tournament_registrations WHERE tournament_id = t.id) AS fees,
            (SELECT coalesce(sum(amount_micros), 0)::text FROM ledger_entries WHERE account = 'tournament:' || t.id) AS ledger
     FROM tournaments t WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

/** Entry fees debited less refunds, per player, from the ledger. */
async function netDebits(id: number, userId: number): Promise<number> {
  const { rows } = await t.server.db.query<{ net: number }>(
    `SELECT (count(*) FILTER (WHERE kind = 'tournament_entry') - count(*) FILTER (WHERE kind = 'tournament_refund'))::int AS net
     FROM ledger_transactions WHERE tournament_id = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0].net;
}

it('60 players at once for 25 seats: exactly 25 registered and debited once, 35 told it is full, count and pool exact', async () => {
  const id = await createTournament(t, { maxPlayers: 25, entryFeeMicros: usdt(2.5) });
  const field = await players(60);

  const responses = await Promise.all(
    field.map((p) => t.request<RegisterTournamentResponse>('POST', registerPath(id), { headers: p.headers, body: {} })),
  );

  const winners = field.filter((_, index) => responses[index].status === 200);
  expect(winners).toHaveLength(25);
  expect(responses.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual(Array(35).fill([409, 'Tournament is full']));
  // Each answer's pool is the pool as its registration found it plus its own fee: some 2.5 to 62.5 (registrations in
  // flight together do not see each other's).
  const pools = responses.filter((r) => r.status === 200).map((r) => r.body.tournamentPool);
  for (const pool of pools) expect([pool >= 2.5, pool <= 62.5, Number.isInteger(pool / 2.5)]).toEqual([true, true, true]);
  expect(await books(id)).toEqual({ players: 25, pool: String(usdt(62.5)), registrations: 25, fees: String(usdt(62.5)), ledger: String(usdt(62.5)) });
  for (const p of field) {
    const won = winners.includes(p);
    expect(await netDebits(id, p.id)).toBe(won ? 1 : 0);
    expect(await balanceOf(t, p.id)).toBe(won ? START - usdt(2.5) : START);
  }
});

it("one player's registrations and unregistrations at once never double a debit or a refund", async () => {
  const id = await createTournament(t, { maxPlayers: 5, entryFeeMicros: usdt(4) });
  const field = await players(8);

  // Eight players, each firing register, unregister, register, unregister, register at once, for five seats.
  await Promise.all(
    field.flatMap((p) =>
      ['POST', 'DELETE', 'POST', 'DELETE', 'POST'].map((method) =>
        t.request(method as 'POST' | 'DELETE', registerPath(id), { headers: p.headers, ...(method === 'POST' ? { body: {} } : {}) }),
      ),
    ),
  );

  const after = await books(id);
  expect(after.players).toBe(after.registrations);
  expect(after.registrations).toBeGreaterThan(0);
  expect(after.registrations).toBeLessThanOrEqual(5);
  expect(after.pool).toBe(String(usdt(4) * BigInt(after.registrations)));
  expect(after.fees).toBe(after.pool);
  expect(after.ledger).toBe(after.pool);
  const { rows } = await t.server.db.query<{ user_id: number }>('SELECT user_id FROM tournament_registrations WHERE tournament_id = $1', [id]);
  const registered = new Set(rows.map((row) => row.user_id));
  for (const p of field) {
    expect(await netDebits(id, p.id)).toBe(registered.has(p.id) ? 1 : 0);
    expect(await balanceOf(t, p.id)).toBe(registered.has(p.id) ? START - usdt(4) : START);
  }
});

it('a cancellation racing a rush refunds every registration that got in exactly once, and lets none in after it', async () => {
  const id = await createTournament(t, { maxPlayers: 100, entryFeeMicros: usdt(3) });
  const field = await players(40);
  const admin = await createPlayer(t);
  await makeAdmin(t.server.db, admin.id);

  const registering = field.map((p) => t.request<{ message: string }>('POST', registerPath(id), { headers: p.headers, body: {} }));
  const cancel = await t.request('POST', `/api/admin/tournaments/${id}/cancel`, { headers: admin.headers });
  const responses = await Promise.all(registering);

  expect(cancel.status).toBe(200);
  const refused = responses.filter((r) => r.status !== 200);
  expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(refused.length).fill([409, 'This tournament has been cancelled.']));
  // Whoever got in was refunded by the cancellation: every wallet whole, the pool empty, nothing left on its account.
  for (const p of field) {
    expect(await balanceOf(t, p.id)).toBe(START);
    expect(await netDebits(id, p.id)).toBe(0);
  }
  const after = await books(id);
  expect({ pool: after.pool, ledger: after.ledger }).toEqual({ pool: '0', ledger: '0' });
});
