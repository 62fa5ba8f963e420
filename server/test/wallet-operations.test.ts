import type { WalletOperationResponse } from 'shared-events/contracts';
import { SignJWT } from 'jose';
import { Tokens } from '../src/auth/tokens';
import { expectLedgerBalanced } from './helpers/ledger';
import { bearer, createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { storedBalanceMicros as balanceOf } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerBalanced(t.server.db));
afterAll(() => t.close());

const deposit = (player: TestPlayer, body: unknown, headers: Record<string, string> = {}) =>
  t.request<WalletOperationResponse>('POST', '/api/users/wallet/deposit', { body, headers: { ...player.headers, ...headers } });
const withdraw = (player: TestPlayer, body: unknown, headers: Record<string, string> = {}) =>
  t.request<WalletOperationResponse>('POST', '/api/users/wallet/withdraw', { body, headers: { ...player.headers, ...headers } });

const storedBalanceMicros = (userId: number) => balanceOf(t.server.db, userId);

async function ledgerTransactionCount(userId: number): Promise<number> {
  const { rows } = await t.server.db.query<{ count: string }>('SELECT count(*)::text AS count FROM ledger_transactions WHERE user_id = $1', [userId]);
  return Number(rows[0].count);
}

const INVALID_AMOUNT = { message: 'Please enter a valid positive amount.' };

describe('POST /api/users/wallet/deposit', () => {
  it('credits the exact amount through the ledger and answers newBalance, currency and the transaction', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const response = await deposit(player, { amount: 12.345678, currency: 'USDT' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      newBalance: 12.345678,
      currency: 'USDT',
      transaction: {
        id: expect.any(Number),
        kind: 'deposit',
        amount: 12.345678,
        currency: 'USDT',
        tournamentId: null,
        tournamentName: null,
        createdAt: t.clock.now().toISOString(),
        balanceAfter: 12.345678,
      },
    });
    expect(await storedBalanceMicros(player.id)).toBe('12345678');

    // A decimal string, no currency: the same exact arithmetic (0.1 + 0.2 is 0.3 here).
    await deposit(player, { amount: '0.1' });
    const second = await deposit(player, { amount: 0.2 });
    expect(second.body.newBalance).toBe(12.645678);
    expect(await storedBalanceMicros(player.id)).toBe('12645678');
  });

  it('accepts the per-operation maximum and refuses more with a clear message', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    expect((await deposit(player, { amount: '1000000' })).body.newBalance).toBe(1_000_000);
    const over = await deposit(player, { amount: '1000000.000001' });
    expect(over).toMatchObject({ status: 400, body: { message: 'The amount must not exceed 1000000 USDT per operation.' } });
    expect(await storedBalanceMicros(player.id)).toBe('1000000000000');
  });

  it.each([
    ['zero', 0],
    ['a negative number', -5],
    ['a negative string', '-5'],
    ['seven decimals', 1.0000001],
    ['a seven-decimal string', '0.0000001'],
    ['an exponent', '1e3'],
    ['text', 'ten'],
    ['an empty string', ''],
    ['a boolean', true],
    ['null', null],
    ['an object', { value: 1 }],
    ['an array', [1]],
    ['a huge number', 1e300],
  ])('refuses %s with the spec message and changes nothing', async (_label, amount) => {
    const player = await createPlayer(t, { balanceMicros: 5_000_000n });
    for (const operate of [deposit, withdraw]) {
      const response = await operate(player, { amount });
      expect(response).toMatchObject({ status: 400, body: INVALID_AMOUNT });
    }
    expect(await storedBalanceMicros(player.id)).toBe('5000000');
  });

  it('refuses a missing amount, another currency and unknown fields', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    expect(await deposit(player, {})).toMatchObject({ status: 400, body: INVALID_AMOUNT });
    expect(await deposit(player, { amount: 5, currency: 'BTC' })).toMatchObject({ status: 400, body: { message: 'Only USDT is supported.' } });
    expect(await deposit(player, { amount: 5, currency: 5 })).toMatchObject({ status: 400, body: { message: 'currency must be string.' } });
    expect(await deposit(player, { amount: 5, userId: 1 })).toMatchObject({ status: 400, body: { message: 'Unknown field: userId.' } });
    expect(await t.request('POST', '/api/users/wallet/deposit', { raw: '[5]', headers: player.headers })).toMatchObject({ status: 400 });
    expect(await ledgerTransactionCount(player.id)).toBe(0);
  });
});

describe('POST /api/users/wallet/withdraw', () => {
  it('debits the exact amount and answers the new balance', async () => {
    const player = await createPlayer(t, { balanceMicros: 10_000_000n });
    const response = await withdraw(player, { amount: '2.5', currency: 'USDT' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ newBalance: 7.5, currency: 'USDT', transaction: { kind: 'withdrawal', amount: -2.5, balanceAfter: 7.5 } });
    expect((await withdraw(player, { amount: 7.5 })).body.newBalance).toBe(0);
    expect(await storedBalanceMicros(player.id)).toBe('0');
  });

  it('refuses a withdrawal beyond the balance with the spec message and changes nothing', async () => {
    const player = await createPlayer(t, { balanceMicros: 1_000_000n });
    const before = await ledgerTransactionCount(player.id);
    const response = await withdraw(player, { amount: '1.000001' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Insufficient funds for this withdrawal.' } });
    expect(await storedBalanceMicros(player.id)).toBe('1000000');
    expect(await ledgerTransactionCount(player.id)).toBe(before);
  });
});

describe('wallet authentication', () => {
  it('answers 401 without a token, with a forged, an expired or a revoked one, and changes nothing', async () => {
    const player = await createPlayer(t, { balanceMicros: 3_000_000n });
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(player.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-enough-length'));
    const expiring = await new Tokens('test-secret-that-is-long-enough-for-hs256', () => new Date(t.clock.now().getTime() - 8 * 86_400_000)).sign({
      userId: player.id,
      tokenVersion: 0,
    });
    for (const headers of [{}, bearer('not.a.jwt'), bearer(forged), bearer(expiring)]) {
      for (const path of ['deposit', 'withdraw']) {
        const response = await t.request('POST', `/api/users/wallet/${path}`, { body: { amount: 1 }, headers });
        expect(response).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
      }
      expect(await t.get('/api/users/wallet/transactions', headers)).toMatchObject({ status: 401 });
    }
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [player.id]);
    expect(await deposit(player, { amount: 1 })).toMatchObject({ status: 401 });
    expect(await storedBalanceMicros(player.id)).toBe('3000000');
  });
});
