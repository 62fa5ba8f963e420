import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUser } from 'shared-events';
import { submitEvmWithdrawal } from './payments.api';
import { walletBalanceKey } from './use-wallet-balance';
import { walletPaymentsKey } from './use-wallet-payments';
import { withdrawalsKey } from './use-withdrawals';

export interface EvmWithdrawalInput {
  amount: string;
  address: string;
  idempotencyKey: string;
}

/**
 * A withdrawal to one of the player's confirmed addresses: the amount leaves the balance at once (the server holds it
 * until the chain confirms or refunds it); today's limit and the withdrawals are read again.
 */
export function useEvmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, address, idempotencyKey }: EvmWithdrawalInput) => submitEvmWithdrawal(amount, address, idempotencyKey),
    onSuccess: ({ newBalance }) => {
      queryClient.setQueryData(walletBalanceKey, newBalance);
      updateUser({ balance: newBalance });
      void queryClient.invalidateQueries({ queryKey: walletPaymentsKey });
      void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
    },
  });
}
