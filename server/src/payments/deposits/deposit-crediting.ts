import type { Database } from '../../db/database';
import { lockWallets, transfer } from '../../wallet/ledger';
import { claimForCredit, markCredited, type ChainDepositRow } from './chain-deposits.repository';

export interface Credited {
  row: ChainDepositRow;
  /** The wallet's balance after the deposit, to announce. */
  balanceMicros: bigint;
}

/**
 * Credits a confirmed deposit, once: in one transaction the player's wallet is locked (the lock order of
 * db/database.ts), the row is claimed if still pending in the block the watcher verified, the ledger moves the amount
 * from the outside world to the wallet, and the row records the ledger transaction. A second pass crediting the same
 * row at the same moment waits for the first, then finds it credited: undefined, nothing written.
 */
export async function creditDeposit(db: Database, row: ChainDepositRow, confirmations: number, at: Date): Promise<Credited | undefined> {
  return db.transaction(async (tx) => {
    await lockWallets(tx, [row.user_id]);
    if (!(await claimForCredit(tx, row.id, row.block_hash))) return undefined;
    const result = await transfer(tx, {
      kind: 'deposit',
      from: { kind: 'external' },
      to: { kind: 'wallet', userId: row.user_id },
      amountMicros: BigInt(row.amount_micros),
      userId: row.user_id,
      at,
    });
    const credited = await markCredited(tx, row.id, { ledgerTransactionId: result.transactionId, confirmations, at });
    return { row: credited, balanceMicros: result.walletBalances.get(row.user_id)! };
  });
}
