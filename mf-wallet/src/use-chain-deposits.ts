import { useQuery } from '@tanstack/react-query';
import { usePagedQuery } from 'shared-events/query';
import { fetchChainDeposits, fetchDepositAddress } from './payments.api';
import { WALLET_KEY } from './use-wallet-balance';
import { useLiveRows } from './live-rows';

export const depositAddressKey = [...WALLET_KEY, 'deposit-address'] as const;
export const chainDepositsKey = [...WALLET_KEY, 'deposits'] as const;

/** The player's one deposit address: it never changes, so it is read once a page. */
export function useDepositAddress() {
  return useQuery({ queryKey: depositAddressKey, queryFn: fetchDepositAddress, staleTime: Infinity });
}

/**
 * The player's deposits seen on chain, `limit` a page: read whenever a screen opens on them (a push missed while
 * none was open must not leave a stale count), then kept live by `wallet:deposit`.
 */
export function useChainDeposits(limit: number) {
  useLiveRows('wallet:deposit', chainDepositsKey);
  return usePagedQuery({ pageKey: (page) => [...chainDepositsKey, limit, page], fetchPage: (page) => fetchChainDeposits(page, limit), staleTime: 0 });
}
