import type { Queryable } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import { announceBalance } from '../../wallet/balance-changed';
import { lockWallets, transfer } from '../../wallet/ledger';
import { microsToNumber } from '../../money/micro-usdt';
import { findWithdrawal, toWithdrawal, type StoredWithdrawalState, type WithdrawalRow } from './withdrawals.repository';

export const FAILED_ON_CHAIN = 'The transaction failed on chain.';

/** A withdrawal that changed state, with the wallet balance when the change moved money back to it. */
export interface WithdrawalChange {
  row: WithdrawalRow;
  balanceMicros?: bigint;
}

/** Tells the player (every open tab) after the commit: the withdrawal's new state, and the balance a refund left. */
export function announceWithdrawal(realtime: Pick<Realtime, 'toUser'>, { row, balanceMicros }: WithdrawalChange): void {
  realtime.toUser(row.user_id, 'wallet:withdrawal', toWithdrawal(row));
  if (balanceMicros !== undefined) announceBalance(realtime, row.user_id, microsToNumber(balanceMicros));
}

/**
 * The transfer is final on chain: the amount leaves the pending withdrawals for the outside world. Only from 'sent',
 * under the row's lock, so however many workers see the receipt the money moves once. Undefined: already settled.
 */
export async function settleConfirmed(tx: Queryable, id: number, at: Date): Promise<WithdrawalChange | undefined> {
  const row = await findWithdrawal(tx, id, { lock: true });
  if (row?.state !== 'sent') return undefined;
  const moved = await transfer(tx, {
    kind: 'withdrawal_confirmed',
    from: { kind: 'pendingWithdrawals' },
    to: { kind: 'external' },
    amountMicros: BigInt(row.amount_micros),
    userId: row.user_id,
    at,
  });
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET state = 'confirmed', confirmed_at = $2, settle_ledger_id = $3 WHERE id = $1 RETURNING *`,
    [id, at, moved.transactionId],
  );
  return { row: rows[0] };
}

/**
 * Gives the amount back to the wallet (ledger kind 'withdrawal_refund') and closes the withdrawal with `reason`, if it
 * is still in one of `from`. The wallet is locked before the withdrawal's row (the lock order of db/database.ts);
 * a withdrawal's player never changes, so reading it unlocked first is safe. Undefined: no longer in `from`.
 */
export async function refundWithdrawal(
  tx: Queryable,
  id: number,
  from: readonly StoredWithdrawalState[],
  reason: string,
  at: Date,
): Promise<WithdrawalChange | undefined> {
  const unlocked = await findWithdrawal(tx, id);
  if (!unlocked) return undefined;
  await lockWallets(tx, [unlocked.user_id]);
  const row = await findWithdrawal(tx, id, { lock: true });
  if (!row || !from.includes(row.state)) return undefined;
  const moved = await transfer(tx, {
    kind: 'withdrawal_refund',
    from: { kind: 'pendingWithdrawals' },
    to: { kind: 'wallet', userId: row.user_id },
    amountMicros: BigInt(row.amount_micros),
    userId: row.user_id,
    at,
  });
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET state = 'refunded', reason = $2, refunded_at = $3, settle_ledger_id = $4 WHERE id = $1 RETURNING *`,
    [id, reason, at, moved.transactionId],
  );
  return { row: rows[0], balanceMicros: moved.walletBalances.get(row.user_id) };
}
