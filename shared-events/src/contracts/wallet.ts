/** Wallet API shapes shared by the server and the modules. Types only. */

export type WalletCurrency = 'USDT';

/** 'withdrawal_refund' (PAYMENTS=evm): a withdrawal that failed on chain or was rejected, back in the wallet. */
export type WalletTransactionKind = 'deposit' | 'withdrawal' | 'tournament_entry' | 'tournament_refund' | 'prize' | 'withdrawal_refund';

/**
 * POST /api/users/wallet/deposit and /withdraw. `amount` is a JSON number or a decimal string in the form of
 * DECIMAL_AMOUNT_PATTERN (rules.ts), > 0, at most 6 decimals; `currency` may be omitted. An optional
 * `Idempotency-Key` header makes a retry safe.
 */
export interface WalletOperationRequest {
  amount: number | string;
  currency?: WalletCurrency;
}

/** One line of the wallet history, from the user's point of view. */
export interface WalletTransaction {
  id: number;
  kind: WalletTransactionKind;
  /** Signed: positive when money came into the wallet, negative when it left. */
  amount: number;
  currency: WalletCurrency;
  tournamentId: number | null;
  tournamentName: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** The wallet balance right after this transaction. */
  balanceAfter: number;
}

export interface WalletOperationResponse {
  newBalance: number;
  currency: WalletCurrency;
  transaction: WalletTransaction;
}

/** GET /api/users/wallet/transactions?page&limit: newest first; count is the user's total. */
export interface WalletTransactionsResponse {
  rows: WalletTransaction[];
  count: number;
  page: number;
  limit: number;
}
