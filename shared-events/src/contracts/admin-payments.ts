/** The back office's view of PAYMENTS=evm withdrawals (issue #27). Types only. */

import type { Withdrawal, WithdrawalState } from './payments';

/** As stored: 'signed' is a transaction committed by the worker and not yet known to have reached the network. */
export type AdminWithdrawalState = WithdrawalState | 'signed';

export interface AdminWithdrawal extends Omit<Withdrawal, 'state'> {
  state: AdminWithdrawalState;
  player: { id: number; username: string };
  /** The hot wallet's nonce of its transaction, once signed. */
  nonce: number | null;
  /** Who approved it (withdrawals above the threshold), and when (ISO 8601). */
  approvedBy: { id: number; username: string } | null;
  approvedAt: string | null;
}

/** GET /api/admin/withdrawals?state=&page=&pageSize=: newest first (oldest first for the states still open). */
export interface AdminWithdrawalPage {
  withdrawals: AdminWithdrawal[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/withdrawals/:id/reject: the player sees "Rejected by the operator: <reason>". */
export interface RejectWithdrawalRequest {
  reason: string;
}

/** What a reconciliation compares: the deposits recorded against the chain's transfers, and the hot wallet's balance. */
export type PaymentAlertKind = 'deposits' | 'hot_wallet';

/** POST /api/admin/payments/fundings: records the operator's top-up of the hot wallet; the amount is read from the chain. */
export interface RecordFundingRequest {
  txHash: string;
  note?: string;
}

/** An operator's top-up of the hot wallet, as recorded (201 from POST /api/admin/payments/fundings). Amount in USDT. */
export interface HotWalletFunding {
  id: number;
  txHash: string;
  blockNumber: number;
  amount: number;
  recordedBy: { id: number; username: string };
  /** ISO 8601. */
  recordedAt: string;
  note: string | null;
}
