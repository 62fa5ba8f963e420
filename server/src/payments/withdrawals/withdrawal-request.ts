import { type ApiErrorResponse, type Withdrawal, type WalletOperationResponse } from 'shared-events/contracts';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../errors';
import type { DecidedResponse } from '../../wallet/idempotency';
import { lockWallets, transfer } from '../../wallet/ledger';
import { walletOperationAnswer } from '../../wallet/wallet-operations';
import { isConfirmedAddress } from './withdrawal-addresses';
import type { WithdrawalSettings } from '../../config';
import { insertWithdrawal, startOfUtcDay, toWithdrawal, withdrawnSince } from './withdrawals.repository';

export type WithdrawResponse = WalletOperationResponse & { withdrawal: Withdrawal };

export interface WithdrawalRequest {
  userId: number;
  amountMicros: bigint;
  /** Checksummed. */
  toAddress: string;
  at: Date;
}

/**
 * A withdrawal request, inside the caller's transaction: the amount leaves the wallet for the pending withdrawals and
 * the request is queued for the signing worker (or for an operator above the approval threshold), or nothing at all
 * is written. The wallet's row is locked first, so two requests of one player are decided one after the other: each
 * sees the other's debit and its share of the daily limit. Every refusal is decided before the first write, so it
 * can be answered (and stored with an idempotency key) from this transaction like a success.
 */
export async function requestWithdrawal(
  tx: Queryable,
  settings: WithdrawalSettings,
  { userId, amountMicros, toAddress, at }: WithdrawalRequest,
): Promise<DecidedResponse<WithdrawResponse | ApiErrorResponse>> {
  try {
    if (amountMicros < settings.minimumMicros) throw errors.withdrawalBelowMinimum(settings.minimumMicros);
    const balance = (await lockWallets(tx, [userId])).get(userId) ?? 0n;
    if (!(await isConfirmedAddress(tx, userId, toAddress))) throw errors.withdrawalAddressNotConfirmed();
    if (amountMicros > balance) throw errors.insufficientFunds();
    const leftToday = settings.dailyLimitMicros - (await withdrawnSince(tx, userId, startOfUtcDay(at)));
    if (amountMicros > leftToday) throw errors.withdrawalDailyLimit(settings.dailyLimitMicros, leftToday > 0n ? leftToday : 0n);
  } catch (error) {
    if (error instanceof AppError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }

  const moved = await transfer(tx, {
    kind: 'withdrawal',
    from: { kind: 'wallet', userId },
    to: { kind: 'pendingWithdrawals' },
    amountMicros,
    userId,
    at,
  });
  const state = amountMicros > settings.approvalThresholdMicros ? 'awaiting_approval' : 'requested';
  const row = await insertWithdrawal(tx, { userId, amountMicros, toAddress, state, at, ledgerId: moved.transactionId });
  return {
    statusCode: 200,
    body: {
      ...walletOperationAnswer('withdrawal', moved.transactionId, amountMicros, moved.walletBalances.get(userId)!, at),
      withdrawal: toWithdrawal(row),
    },
  };
}
