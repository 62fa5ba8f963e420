import type { WalletOperationResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { storedBalanceMicros as balanceOf } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerBalanced(t.server.db));
afterAll(() => t.close());

const storedBalanceMicros = (userId: number) => balanceOf(t.server.db, userId);

describe('concurrent wallet operations', () => {
  it('50 concurrent withdrawals of 0.3 from 10 USDT: 33 succeed, 17 are refused, 0.1 remains', async () => {
    const player = await createPlayer(t, { balanceMicros: 10_000_000n });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request<WalletOperationResponse>('POST', '/api/users/wallet/withdraw', { body: { amount: 0.3 }, headers: player.headers }),
      ),
    );
    const succeeded = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 400);
    expect(succeeded).toHaveLength(33);
    expect(refused).toHaveLength(17);
    refused.forEach((response) => expect(response.body).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds for this withdrawal.' }));
    // Every success saw a distinct balance: no two withdrawals read the same one.
    const balances = succeeded.map((response) => response.body.newBalance).sort((a, b) => b - a);
    expect(new Set(balances).size).toBe(33);
    expect(balances.at(-1)).toBe(0.1);
    expect(await storedBalanceMicros(player.id)).toBe('100000');
  });

  it('concurrent deposits and withdrawals all land exactly', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.request('POST', `/api/users/wallet/${index % 2 === 0 ? 'deposit' : 'withdraw'}`, { body: { amount: '0.000001' }, headers: player.headers }),
      ),
    );
    const deposits = responses.filter((_, index) => index % 2 === 0);
    expect(deposits.every((response) => response.status === 200)).toBe(true);
    const withdrawn = responses.filter((response, index) => index % 2 === 1 && response.status === 200).length;
    expect(await storedBalanceMicros(player.id)).toBe(String(20 - withdrawn));
  });
});
