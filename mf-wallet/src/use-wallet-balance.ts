import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, updateUser, useSession } from 'shared-events';
import { fetchBalance } from './wallet.api';

/** Every wallet query starts with this key. */
export const WALLET_KEY = ['wallet'] as const;
export const walletBalanceKey = [...WALLET_KEY, 'balance'] as const;

/**
 * The server's balance, written into the session user: the page's one copy of it, which every view of the balance
 * reads (this card, the registration dialog, the shell). Null when neither read answered: the stored one stays.
 * A read overtaken by a push (its query cancelled) writes nothing.
 */
async function readBalance(signal: AbortSignal): Promise<number | null> {
  const fresh = await fetchBalance();
  if (fresh === undefined || signal.aborted) return fresh ?? null;
  updateUser({ balance: fresh });
  return fresh;
}

/**
 * The signed-in player's balance: read through the page's cache, then from `wallet:balanceChanged` (the server's
 * push to each of the user's tabs), which is newer than any read still under way.
 */
export function useWalletBalance(): number {
  const queryClient = useQueryClient();
  useQuery({ queryKey: walletBalanceKey, queryFn: ({ signal }) => readBalance(signal) });

  useEffect(() => {
    const subscription = eventBus.on('wallet:balanceChanged').subscribe((change) => {
      void queryClient.cancelQueries({ queryKey: walletBalanceKey });
      queryClient.setQueryData(walletBalanceKey, change.balance);
      updateUser({ balance: change.balance });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);

  return useSession((state) => state.user?.balance ?? 0);
}
