import { Suspense, useEffect, useState } from 'react';
import { eventBus, useSession, type EventMap } from 'shared-events';
import { suggestedAmountText } from './wallet-amount';
import { WalletOperation } from './WalletOperation.component';

type DepositRequest = EventMap['wallet:depositRequested'];

const requested = ({ suggestedAmount }: DepositRequest) => ({
  amount: suggestedAmount && suggestedAmount > 0 ? suggestedAmountText(suggestedAmount) : '',
});

export interface DepositOnRequestProps {
  /** The request that mounted the module (the shell mounts it on the first `wallet:depositRequested`): opened at once. */
  trigger?: DepositRequest;
}

/**
 * The deposit dialog over any screen that asks for it on the bus (`wallet:depositRequested`), e.g. a tournament
 * registration short of balance: the player deposits without leaving it (on a chain site, sees the address to send to).
 * The shell fetches and mounts it on the first request of the page, then it answers every later one.
 */
export function DepositOnRequest({ trigger }: DepositOnRequestProps) {
  const balance = useSession((state) => state.user?.balance ?? 0);
  const [request, setRequest] = useState<{ amount: string } | undefined>(() => (trigger ? requested(trigger) : undefined));

  useEffect(() => {
    const subscription = eventBus.on('wallet:depositRequested').subscribe((next) => setRequest(requested(next)));
    return () => subscription.unsubscribe();
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <WalletOperation kind="deposit" balance={balance} initialAmount={request.amount} onClose={() => setRequest(undefined)} />
    </Suspense>
  );
}
