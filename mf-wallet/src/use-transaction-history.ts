import { usePagedQuery } from 'shared-events/query';
import { WALLET_KEY } from './use-wallet-balance';
import { fetchTransactions } from './wallet.api';

/**
 * The wallet's ledger a page at a time, keyed by the balance it leads to: a new balance (a deposit here, a push from
 * another tab, a tournament fee) is a new ledger, read again.
 */
export function useTransactionHistory(balance: number) {
  return usePagedQuery({ pageKey: (page) => [...WALLET_KEY, 'transactions', balance, page], fetchPage: fetchTransactions });
}
