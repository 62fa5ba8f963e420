import { WALLET_CURRENCY, type ApiErrorResponse, type WalletOperationResponse } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { InsufficientFundsError, transfer, type LedgerAccount } from './ledger';
import { microsToNumber } from '../money/micro-usdt';
import type { DecidedResponse } from './idempotency';

export type WalletOperationKind = 'deposit' | 'withdrawal';

export interface WalletOperation {
  kind: WalletOperationKind;
  userId: number;
  amountMicros: bigint;
  at: Date;
}

/**
 * A deposit (outside world → wallet) or withdrawal (wallet → outside world) through the ledger, inside the
 * caller's transaction. A short balance is a decided answer (400), not an exception, so it can be stored
 * with an idempotency key like a success.
 */
export async function applyWalletOperation(
  tx: Queryable,
  { kind, userId, amountMicros, at }: WalletOperation,
): Promise<DecidedResponse<WalletOperationResponse | ApiErrorResponse>> {
  const wallet: LedgerAccount = { kind: 'wallet', userId };
  const external: LedgerAccount = { kind: 'external' };
  const [from, to] = kind === 'deposit' ? [external, wallet] : [wallet, external];
  try {
    const result = await transfer(tx, { kind, from, to, amountMicros, userId, at });
    return { statusCode: 200, body: walletOperationAnswer(kind, result.transactionId, amountMicros, result.walletBalances.get(userId)!, at) };
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      const refusal = errors.insufficientFunds();
      return { statusCode: refusal.statusCode, body: refusal.toBody() };
    }
    throw error;
  }
}

/**
 * SPEC's answer to a deposit or a withdrawal (newBalance, with the history line it wrote): `amountMicros` is what
 * came in (deposit) or left the wallet (withdrawal), `balanceMicros` the wallet after it.
 */
export function walletOperationAnswer(
  kind: WalletOperationKind,
  transactionId: string,
  amountMicros: bigint,
  balanceMicros: bigint,
  at: Date,
): WalletOperationResponse {
  const newBalance = microsToNumber(balanceMicros);
  return {
    newBalance,
    currency: WALLET_CURRENCY,
    transaction: {
      id: Number(transactionId),
      kind,
      amount: microsToNumber(kind === 'deposit' ? amountMicros : -amountMicros),
      currency: WALLET_CURRENCY,
      tournamentId: null,
      tournamentName: null,
      createdAt: at.toISOString(),
      balanceAfter: newBalance,
    },
  };
}
