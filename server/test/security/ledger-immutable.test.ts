import type { Database } from '../../src/db/database';
import { transfer } from '../../src/wallet/ledger';
import { expectLedgerBalanced, fundWallet } from '../helpers/ledger';
import { createPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { balanceOf, usdt } from '../helpers/tournament-api';

/**
 * Issue #13 defect 7: ledger rows could be updated or deleted. Migration 008 makes both ledger tables
 * append-only in the database itself; a correction is a new transaction.
 */

let t: TestApp;
let db: Database;
let userId: number;

beforeAll(async () => {
  t = await startTestApp();
  db = t.server.db;
  userId = (await createPlayer(t, { balanceMicros: usdt(50) })).id;
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(db));

const snapshot = async () => ({
  transactions: (await db.query('SELECT * FROM ledger_transactions ORDER BY id')).rows,
  entries: (await db.query('SELECT * FROM ledger_entries ORDER BY id')).rows,
});

const REFUSED = /the ledger is append-only: (UPDATE|DELETE|TRUNCATE) of ledger_(transactions|entries) refused/;

describe('the ledger tables refuse every change of a written row', () => {
  it.each([
    ['an UPDATE of an entry', `UPDATE ledger_entries SET amount_micros = amount_micros * 2`],
    ['a DELETE of an entry', `DELETE FROM ledger_entries`],
    ['an UPDATE of a transaction', `UPDATE ledger_transactions SET amount_micros = 1`],
    ['a DELETE of a transaction', `DELETE FROM ledger_transactions`],
    ['an UPDATE that matches no row', `UPDATE ledger_entries SET account = 'user:0' WHERE id < 0`],
    ['a DELETE that matches no row', `DELETE FROM ledger_transactions WHERE id < 0`],
    ['a TRUNCATE of the entries', `TRUNCATE ledger_entries`],
    // CASCADE: the chain deposits and the withdrawals refer to their ledger transactions (migrations 26, 27).
    ['a TRUNCATE of both tables', `TRUNCATE ledger_transactions, ledger_entries CASCADE`],
  ])('%s', async (_label, statement) => {
    const before = await snapshot();
    expect(before.entries.length).toBeGreaterThan(0);
    await expect(db.query(statement)).rejects.toThrow(REFUSED);
    // Inside a transaction too, and the refusal rolls the whole transaction back.
    await expect(
      db.transaction(async (tx) => {
        await transfer(tx, {
          kind: 'deposit',
          from: { kind: 'external' },
          to: { kind: 'wallet', userId },
          amountMicros: 1n,
          userId,
          at: t.clock.now(),
        });
        await tx.query(statement);
      }),
    ).rejects.toThrow(REFUSED);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps appending: a correction is a new transaction that moves the money back', async () => {
    const balance = await balanceOf(t, userId);
    await fundWallet(db, userId, usdt(7));
    const correction = await db.transaction((tx) =>
      transfer(tx, {
        kind: 'withdrawal',
        from: { kind: 'wallet', userId },
        to: { kind: 'external' },
        amountMicros: usdt(7),
        userId,
        at: t.clock.now(),
      }),
    );
    expect(correction.walletBalances.get(userId)).toBe(balance);
    const { rows } = await db.query<{ kind: string }>('SELECT kind FROM ledger_transactions WHERE user_id = $1 ORDER BY id DESC LIMIT 2', [userId]);
    expect(rows.map((row) => row.kind)).toEqual(['withdrawal', 'deposit']);
  });
});
