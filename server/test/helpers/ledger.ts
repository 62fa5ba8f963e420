import type { Database } from '../../src/db/database';
import { auditLedger, transfer } from '../../src/wallet/ledger';

/** The books must balance after every money test: entries sum to zero and match every stored balance. */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  const audit = await auditLedger(db);
  expect({ total: audit.total, mismatches: audit.mismatches, unbalanced: audit.unbalancedTransactions }).toEqual({
    total: 0n,
    mismatches: [],
    unbalanced: [],
  });
}

/** Credits a wallet through the ledger, as a deposit would (for tests that need a funded player). */
export async function fundWallet(db: Database, userId: number, amountMicros: bigint, at = new Date()): Promise<bigint> {
  const result = await db.transaction((tx) =>
    transfer(tx, { kind: 'deposit', from: { kind: 'external' }, to: { kind: 'wallet', userId }, amountMicros, userId, at }),
  );
  return result.walletBalances.get(userId)!;
}
