import type { ApiErrorResponse } from 'shared-events/contracts';
import { transfer } from '../src/wallet/ledger';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { registerWithCode, startTestApp, type TestApp } from './helpers/test-app';
import { createTournament, registerPath, usdt } from './helpers/tournament-api';

let t: TestApp;
let admin: TestPlayer;

beforeAll(async () => {
  t = await startTestApp({ smtp: true });
  admin = await createPlayer(t, { role: 'admin', balanceMicros: 0n });
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('reports income from the ledger, tournaments by clock status, rooms, money flows and users', async () => {
    const player = await createPlayer(t, { balanceMicros: usdt(200) });
    await t.server.db.transaction((tx) =>
      transfer(tx, {
        kind: 'withdrawal',
        from: { kind: 'wallet', userId: player.id },
        to: { kind: 'external' },
        amountMicros: usdt(20),
        userId: player.id,
        at: t.clock.now(),
      }),
    );
    const kept = await createTournament(t, { entryFeeMicros: usdt(7) });
    const refunded = await createTournament(t, { entryFeeMicros: usdt(3), startsInMinutes: -5 });
    await createTournament(t, { startsInMinutes: -60 * 24 });
    const removed = await createTournament(t);
    await t.request('POST', registerPath(kept), { headers: player.headers, body: {} });
    await t.request('POST', registerPath(refunded), { headers: player.headers, body: {} });
    await t.request('POST', `/api/admin/tournaments/${refunded}/cancel`, { headers: admin.headers });
    await t.request('DELETE', `/api/admin/tournaments/${removed}`, { headers: admin.headers });
    await t.server.db.query(
      `INSERT INTO rooms (tournament_id, room_number, room_state, members_count, peak_members) VALUES ($1, 1, 'waiting', 3, 3), ($1, 2, 'completed', 0, 4)`,
      [refunded],
    );

    const response = await t.get('/api/admin/stats', admin.headers);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      income: { entryFees: 10, refunds: 3, net: 7, currency: 'USDT' },
      tournaments: { total: 3, deleted: 1, byStatus: { registering: 1, 'late reg': 0, running: 0, completed: 1, cancelled: 1 } },
      games: { total: 2, byState: { waiting: 1, playing: 0, completed: 1, cancelled: 0 }, players: 3 },
      transactions: { deposits: { count: 1, total: 200 }, withdrawals: { count: 1, total: 20 }, currency: 'USDT' },
      users: { total: 2, verified: 2, admins: 1 },
    });
    await expectLedgerBalanced(t.server.db);
  });
});

describe('POST /api/admin/verify-email', () => {
  const verify = <Body = unknown>(body: unknown, headers = admin.headers) => t.request<Body>('POST', '/api/admin/verify-email', { body, headers });
  const isVerified = async (email: string) =>
    (await t.server.db.query<{ verified: boolean }>('SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1', [email])).rows[0]
      .verified;

  it('verifies without a code, after which the user can log in and the live code is dead', async () => {
    const { registration, code } = await registerWithCode(t);
    const response = await verify({ email: registration.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Email verified successfully.' });
    expect(await isVerified(registration.email)).toBe(true);
    expect((await t.post('/api/auth/login', { email: registration.email, password: registration.password })).status).toBe(200);
    expect((await t.post<ApiErrorResponse>('/api/auth/verify-email', { email: registration.email, code })).body.message).toBe(
      'Email is already verified.',
    );
  });

  it('checks the user’s code when one is given', async () => {
    const { registration, code } = await registerWithCode(t);
    const wrong = await verify<ApiErrorResponse>({ email: registration.email, code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid verification code.']);
    expect(await isVerified(registration.email)).toBe(false);
    expect((await verify({ email: registration.email, code: code.toLowerCase() })).status).toBe(200);
    expect(await isVerified(registration.email)).toBe(true);
  });

  it('answers 404 for an unknown e-mail, 400 when already verified or malformed', async () => {
    expect(await verify({ email: 'nobody@example.com' })).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const { registration } = await registerWithCode(t);
    await verify({ email: registration.email });
    expect((await verify({ email: registration.email })).body).toEqual({ code: 'EMAIL_ALREADY_VERIFIED', message: 'Email is already verified.' });
    expect((await verify({ email: 'not-an-email' })).body).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid email address.' });
    expect((await verify({ email: registration.email, code: '12' })).body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Verification code must be exactly 6 letters or digits.',
    });
    expect((await verify({ email: registration.email, role: 'admin' })).status).toBe(400);
  });
});
