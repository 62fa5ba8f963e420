import type { DashboardResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { bearer, createPlayer, registerPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerBalanced(t.server.db));
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('GET /api/users/dashboard', () => {
  it('answers balance, currency, registrations with upcoming/running counts and recent wallet activity', async () => {
    const player = await createPlayer(t, { balanceMicros: 20_000_000n });
    const at = (offset: number) => new Date(t.clock.now().getTime() + offset);
    const upcoming = await insertTournament(t.server.db, { startsAt: at(HOUR) });
    const running = await insertTournament(t.server.db, { startsAt: at(-HOUR), status: 'running' });
    const finished = await insertTournament(t.server.db, { startsAt: at(-5 * HOUR), status: 'completed' });
    const cancelled = await insertTournament(t.server.db, { startsAt: at(2 * HOUR), status: 'cancelled' });
    for (const id of [upcoming, running, finished, cancelled]) await registerPlayer(t, id, player.id, { entryFeeMicros: 1_500_000n, lobby: false });
    for (let i = 0; i < 6; i += 1) await t.request('POST', '/api/users/wallet/deposit', { body: { amount: 1 }, headers: player.headers });

    const response = await t.get<DashboardResponse>('/api/users/dashboard', player.headers);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: expect.any(String),
      username: player.username,
      balance: 20,
      currency: 'USDT',
      // A cancelled tournament refunded its registrations: they no longer count.
      registeredTournamentIds: [upcoming, running, finished].sort((a, b) => a - b),
      upcomingTournaments: 1,
      runningTournaments: 1,
    });
    expect(response.body.recentTransactions).toHaveLength(5);
    expect(response.body.recentTransactions[0]).toMatchObject({ kind: 'deposit', amount: 1, balanceAfter: 20 });
  });

  it('answers a new player with a zero balance and nothing registered', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    expect((await t.get('/api/users/dashboard', player.headers)).body).toMatchObject({
      balance: 0,
      registeredTournamentIds: [],
      upcomingTournaments: 0,
      runningTournaments: 0,
      recentTransactions: [],
    });
  });

  it('answers 401 without a valid token', async () => {
    expect(await t.get('/api/users/dashboard')).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    expect(await t.get('/api/users/dashboard', bearer('forged.token.value'))).toMatchObject({ status: 401 });
  });
});
