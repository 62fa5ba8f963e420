import { updateUser } from 'shared-events';
import type { eventBus as EventBus } from 'shared-events';

/**
 * The session user's balance follows the server's pushes (`wallet:balanceChanged`) on every page, not only where
 * the wallet card is mounted, so whatever shows the balance next (a registration dialog, another tab) is current.
 * Returns the function that stops following.
 */
export function followBalance(bus: typeof EventBus): () => void {
  const subscription = bus.on('wallet:balanceChanged').subscribe((change) => updateUser({ balance: change.balance }));
  return () => subscription.unsubscribe();
}
