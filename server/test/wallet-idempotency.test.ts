import type { WalletOperationResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { storedBalanceMicros as balanceOf } from './helpers/wallet';

let t: TestApp;
let keyCounter = 0;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerBalanced(t.server.db));
afterAll(() => t.close());

const newKey = () => `key-${process.pid}-${++keyCounter}`;
const operate = (player: TestPlayer, path: 'deposit' | 'withdraw', body: unknown, key?: string) =>
  t.request<WalletOperationResponse>('POST', `/api/users/wallet/${path}`, {
    body,
    headers: { ...player.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

const storedBalanceMicros = (userId: number) => balanceOf(t.server.db, userId);

async function depositsOf(userId: number): Promise<number> {
  const { rows } = await t.server.db.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM ledger_transactions WHERE user_id = $1 AND kind = 'deposit'`,
    [userId],
  );
  return Number(rows[0].count);
}

describe('Idempotency-Key on wallet operations', () => {
  it('a deposit retried 10 times in a row credits once and answers the first response each time', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const key = newKey();
    const first = await operate(player, 'deposit', { amount: 25, currency: 'USDT' }, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      t.clock.advance(1);
      const retry = await operate(player, 'deposit', { amount: 25, currency: 'USDT' }, key);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await storedBalanceMicros(player.id)).toBe('25000000');
    expect(await depositsOf(player.id)).toBe(1);
  });

  it('10 concurrent deposits with one key credit once and all answer the same response', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => operate(player, 'deposit', { amount: '7.5' }, key)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    responses.forEach((response) => expect(response.body).toEqual(responses[0].body));
    expect(responses.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(responses[0].body.newBalance).toBe(7.5);
    expect(await storedBalanceMicros(player.id)).toBe('7500000');
    expect(await depositsOf(player.id)).toBe(1);
  });

  it('the same amount written differently is the same request', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const key = newKey();
    const first = await operate(player, 'deposit', { amount: 3 }, key);
    const retry = await operate(player, 'deposit', { amount: '3.000000', currency: 'USDT' }, key);
    expect(retry.body).toEqual(first.body);
    expect(await storedBalanceMicros(player.id)).toBe('3000000');
  });

  it('refuses the same key with a different body or on the other endpoint (409) and changes nothing', async () => {
    const player = await createPlayer(t, { balanceMicros: 10_000_000n });
    const key = newKey();
    expect((await operate(player, 'deposit', { amount: 5 }, key)).status).toBe(200);
    const conflict = {
      status: 409,
      body: {
        message: 'This Idempotency-Key was already used for a different request. Use a new key for a new operation.',
        error: 'IDEMPOTENCY_KEY_REUSED',
      },
    };
    expect(await operate(player, 'deposit', { amount: 6 }, key)).toMatchObject(conflict);
    expect(await operate(player, 'withdraw', { amount: 5 }, key)).toMatchObject(conflict);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => operate(player, 'deposit', { amount: 6 }, key)));
    concurrent.forEach((response) => expect(response).toMatchObject(conflict));
    expect(await storedBalanceMicros(player.id)).toBe('15000000');
  });

  it('keys belong to their user: another user may use the same key', async () => {
    const [alice, bob] = [await createPlayer(t, { balanceMicros: 0n }), await createPlayer(t, { balanceMicros: 0n })];
    const key = newKey();
    expect((await operate(alice, 'deposit', { amount: 1 }, key)).body.newBalance).toBe(1);
    const bobs = await operate(bob, 'deposit', { amount: 2 }, key);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(bobs.body.newBalance).toBe(2);
  });

  it('replays a refused withdrawal as refused, even after the balance grew', async () => {
    const player = await createPlayer(t, { balanceMicros: 1_000_000n });
    const key = newKey();
    const refused = await operate(player, 'withdraw', { amount: 2 }, key);
    expect(refused).toMatchObject({ status: 400, body: { message: 'Insufficient funds for this withdrawal.' } });
    await operate(player, 'deposit', { amount: 5 });
    const retry = await operate(player, 'withdraw', { amount: 2 }, key);
    expect(retry).toMatchObject({ status: 400, body: { message: 'Insufficient funds for this withdrawal.' } });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await storedBalanceMicros(player.id)).toBe('6000000');
  });

  it('an invalid request does not use up the key', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const key = newKey();
    expect((await operate(player, 'deposit', { amount: -1 }, key)).status).toBe(400);
    expect((await operate(player, 'deposit', { amount: 1 }, key)).body.newBalance).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const message = 'Idempotency-Key must be 1 to 100 printable ASCII characters.';
    for (const key of ['x'.repeat(101), 'naïve']) {
      expect(await operate(player, 'deposit', { amount: 1 }, key)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await storedBalanceMicros(player.id)).toBe('0');
  });
});
