import type { QueryClient } from '@tanstack/react-query';
import { usePagedQuery } from 'shared-events/query';
import { fetchWithdrawals } from './payments.api';
import { WALLET_KEY } from './use-wallet-balance';
import { walletPaymentsKey } from './use-wallet-payments';
import { useLiveRows } from './live-rows';

export const withdrawalsKey = [...WALLET_KEY, 'withdrawals'] as const;

function readLimitsAfterRefund(queryClient: QueryClient, withdrawal: { state: string }): void {
  if (withdrawal.state === 'refunded') void queryClient.invalidateQueries({ queryKey: walletPaymentsKey });
}

/**
 * The player's withdrawals, `limit` a page, read when a screen opens on them and kept live by `wallet:withdrawal`.
 * A refund gives back what it took of today's limit: the limits are read again.
 */
export function useWithdrawals(limit: number) {
  useLiveRows('wallet:withdrawal', withdrawalsKey, readLimitsAfterRefund);
  return usePagedQuery({ pageKey: (page) => [...withdrawalsKey, limit, page], fetchPage: (page) => fetchWithdrawals(page, limit), staleTime: 0 });
}
