import type { WalletTransactionsResponse } from 'shared-events/contracts';
import { transfer } from '../src/wallet/ledger';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerBalanced(t.server.db));
afterAll(() => t.close());

const history = (player: TestPlayer, query = '') => t.get<WalletTransactionsResponse>(`/api/users/wallet/transactions${query}`, player.headers);
const operate = (player: TestPlayer, path: 'deposit' | 'withdraw', amount: number | string) =>
  t.request('POST', `/api/users/wallet/${path}`, { body: { amount }, headers: player.headers });

describe('GET /api/users/wallet/transactions', () => {
  it("lists only the user's own transactions, newest first, signed from the user's side, with the balance after each", async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const other = await createPlayer(t, { balanceMicros: 50_000_000n });
    await operate(player, 'deposit', 10);
    t.clock.advance(60);
    await operate(player, 'withdraw', '2.25');
    t.clock.advance(60);
    const tournamentId = await insertTournament(t.server.db, { name: 'Sunday Million', startsAt: new Date(t.clock.now().getTime() + 3_600_000) });
    await t.server.db.transaction((tx) =>
      transfer(tx, {
        kind: 'tournament_entry',
        from: { kind: 'wallet', userId: player.id },
        to: { kind: 'pool', tournamentId },
        amountMicros: 5_000_000n,
        userId: player.id,
        tournamentId,
        at: t.clock.now(),
      }),
    );
    await operate(other, 'withdraw', 1);

    const response = await history(player);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      count: 3,
      page: 1,
      limit: 10,
      rows: [
        expect.objectContaining({ kind: 'tournament_entry', amount: -5, tournamentId, tournamentName: 'Sunday Million', balanceAfter: 2.75 }),
        expect.objectContaining({ kind: 'withdrawal', amount: -2.25, tournamentId: null, tournamentName: null, balanceAfter: 7.75 }),
        expect.objectContaining({ kind: 'deposit', amount: 10, currency: 'USDT', balanceAfter: 10, createdAt: '2030-01-01T12:00:00.000Z' }),
      ],
    });
    expect(response.body.rows[0].id).toBeGreaterThan(response.body.rows[1].id);
  });

  it('pages with page and limit', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    for (let amount = 1; amount <= 5; amount += 1) await operate(player, 'deposit', amount);
    const second = await history(player, '?page=2&limit=2');
    expect(second.body).toMatchObject({ count: 5, page: 2, limit: 2 });
    expect(second.body.rows.map((row) => row.amount)).toEqual([3, 2]);
    expect((await history(player, '?page=9')).body).toMatchObject({ count: 5, rows: [] });
  });

  it('refuses a bad page or limit and answers 401 without a token', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    expect(await history(player, '?page=0')).toMatchObject({ status: 400, body: { message: 'page must be a positive whole number.' } });
    expect(await history(player, '?limit=abc')).toMatchObject({ status: 400, body: { message: 'limit must be a positive whole number.' } });
    expect(await history(player, '?limit=101')).toMatchObject({ status: 400, body: { message: 'limit must be between 1 and 100.' } });
    expect(await history(player, '?page=99999999999')).toMatchObject({ status: 400 });
    expect(await history(player, '?sort=asc')).toMatchObject({ status: 400, body: { message: 'Unknown field: sort.' } });
    expect(await t.get('/api/users/wallet/transactions')).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
  });
});
