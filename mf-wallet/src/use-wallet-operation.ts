import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUser } from 'shared-events';
import type { WalletOperationKind } from './wallet-amount';
import { walletBalanceKey } from './use-wallet-balance';
import { submitWalletOperation } from './wallet.api';

export interface WalletOperationInput {
  amount: string;
  idempotencyKey: string;
}

/** Deposit or withdraw: the answer's new balance goes to the session user and the cache (the history follows it). */
export function useWalletOperation(kind: WalletOperationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: WalletOperationInput) => submitWalletOperation(kind, amount, idempotencyKey),
    onSuccess: ({ newBalance }) => {
      queryClient.setQueryData(walletBalanceKey, newBalance);
      updateUser({ balance: newBalance });
    },
  });
}
