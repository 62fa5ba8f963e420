import { useEffect } from 'react';
import { eventBus, updateUser, useSession } from 'shared-events';
import { fetchBalance } from './wallet.api';

/**
 * The signed-in player's balance, kept in the session user so every place that shows it follows: read from the
 * server on mount, then from `wallet:balanceChanged` (the server's push to each of the user's tabs).
 */
export function useWalletBalance(): number {
  const balance = useSession((state) => state.user?.balance ?? 0);

  useEffect(() => {
    let current = true;
    // A push that lands while the read is under way is newer than what the read will answer.
    let pushed = false;
    void fetchBalance().then((fresh) => {
      if (current && !pushed && fresh !== undefined) updateUser({ balance: fresh });
    });
    const subscription = eventBus.on('wallet:balanceChanged').subscribe((change) => {
      pushed = true;
      updateUser({ balance: change.balance });
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, []);

  return balance;
}
