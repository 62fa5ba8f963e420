import type { Reply } from 'shared-events/testing';
import type { PaymentsReconciliationResponse, WalletPaymentsResponse } from 'shared-events/contracts';

/** The Withdrawals page's tests: a site on chain, and its books in balance. */

export const EVM: WalletPaymentsResponse = { mode: 'evm' };

export const BALANCED: PaymentsReconciliationResponse = {
  checkedAt: '2026-11-28T10:30:00.000Z',
  depositsCredited: 5000,
  depositsSeen: 5000,
  hotWalletOnChain: 2000,
  hotWalletInBooks: 2000,
  alerts: [],
};

export const reconciliation = (body: PaymentsReconciliationResponse): Reply => ({ status: 200, body });
