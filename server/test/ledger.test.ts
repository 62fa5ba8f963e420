import type { Database } from '../src/db/database';
import { InsufficientFundsError, transfer } from '../src/wallet/ledger';
import { expectLedgerBalanced, fundWallet } from './helpers/ledger';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

describe('ledger', () => {
  let t: TestApp;
  let db: Database;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp({ smtp: true });
    db = t.server.db;
    userId = (await signUp(t)).user.id;
  });
  afterAll(() => t.close());

  it('moves money with two entries that sum to zero', async () => {
    expect(await fundWallet(db, userId, 5_000_000n)).toBe(5_000_000n);
    const result = await db.transaction((tx) =>
      transfer(tx, {
        kind: 'withdrawal',
        from: { kind: 'wallet', userId },
        to: { kind: 'external' },
        amountMicros: 1_250_000n,
        userId,
        at: new Date(),
      }),
    );
    expect(result.walletBalances.get(userId)).toBe(3_750_000n);
    const entries = await db.query<{ account: string; amount_micros: string }>(
      'SELECT account, amount_micros FROM ledger_entries WHERE transaction_id = $1 ORDER BY id',
      [result.transactionId],
    );
    expect(entries.rows).toEqual([
      { account: `user:${userId}`, amount_micros: '-1250000' },
      { account: 'external:usdt', amount_micros: '1250000' },
    ]);
    await expectLedgerBalanced(db);
  });

  it('refuses a debit the balance does not cover and writes nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM ledger_entries');
    await expect(
      db.transaction((tx) =>
        transfer(tx, {
          kind: 'withdrawal',
          from: { kind: 'wallet', userId },
          to: { kind: 'external' },
          amountMicros: 999_000_000n,
          userId,
          at: new Date(),
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await db.query('SELECT count(*)::int AS n FROM ledger_entries')).rows).toEqual(before.rows);
    await expectLedgerBalanced(db);
  });

  it('the database itself refuses a negative balance', async () => {
    await expect(db.query('UPDATE users SET balance_micros = -1 WHERE id = $1', [userId])).rejects.toThrow(/users_balance_not_negative/);
  });
});
