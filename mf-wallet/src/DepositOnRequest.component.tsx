import { lazy, Suspense, useEffect, useState } from 'react';
import { eventBus, useSession } from 'shared-events';
import { suggestedAmountText } from './wallet-amount';

const WalletOperationDialog = lazy(() => import('./WalletOperationDialog.component'));

/**
 * The deposit dialog over any screen that asks for it on the bus (`wallet:depositRequested`), e.g. a tournament
 * registration short of balance: the player deposits without leaving it. Mounted page-wide for signed-in players.
 */
export function DepositOnRequest() {
  const balance = useSession((state) => state.user?.balance ?? 0);
  const [request, setRequest] = useState<{ amount: string } | undefined>();

  useEffect(() => {
    const subscription = eventBus.on('wallet:depositRequested').subscribe(({ suggestedAmount }) => {
      setRequest({ amount: suggestedAmount && suggestedAmount > 0 ? suggestedAmountText(suggestedAmount) : '' });
    });
    return () => subscription.unsubscribe();
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <WalletOperationDialog kind="deposit" balance={balance} initialAmount={request.amount} onClose={() => setRequest(undefined)} />
    </Suspense>
  );
}
