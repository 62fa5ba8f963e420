import {
  http,
  type DashboardResponse,
  type SessionUser,
  type WalletOperationRequest,
  type WalletOperationResponse,
  type WalletPaymentsResponse,
  type WalletTransactionsResponse,
} from 'shared-events';
import type { WalletOperationKind } from './wallet-amount';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** SPEC §7: the balance from the profile, the dashboard as fallback; undefined when both fail (the stored one stays). */
export async function fetchBalance(): Promise<number | undefined> {
  try {
    return (await http.get<SessionUser>('/api/users/profile')).data.balance;
  } catch {
    try {
      return (await http.get<DashboardResponse>('/api/users/dashboard')).data.balance;
    } catch {
      return undefined;
    }
  }
}

/** Deposit or withdraw; the amount goes as the typed decimal string, which the server reads exactly. */
export async function submitWalletOperation(kind: WalletOperationKind, amount: string, idempotencyKey: string): Promise<WalletOperationResponse> {
  const body: WalletOperationRequest = { amount: amount.trim(), currency: 'USDT' };
  const { data } = await http.post<WalletOperationResponse>(`/api/users/wallet/${kind}`, body, { idempotencyKey });
  return data;
}

export async function fetchTransactions(page: number): Promise<WalletTransactionsResponse> {
  const { data } = await http.get<WalletTransactionsResponse>('/api/users/wallet/transactions', { params: { page, limit: TRANSACTIONS_PAGE_SIZE } });
  return data;
}

/** How this site takes and pays money (demo funds, or USDT on a chain), with the player's withdrawal limits. */
export async function fetchPayments(): Promise<WalletPaymentsResponse> {
  return (await http.get<WalletPaymentsResponse>('/api/users/wallet/payments')).data;
}
