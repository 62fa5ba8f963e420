import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addWithdrawalAddress, confirmWithdrawalAddress, fetchWithdrawalAddresses } from './payments.api';
import { WALLET_KEY } from './use-wallet-balance';

export const withdrawalAddressesKey = [...WALLET_KEY, 'withdrawal-addresses'] as const;

/** The player's destinations, confirmed or waiting for their e-mailed code. */
export function useWithdrawalAddresses() {
  return useQuery({ queryKey: withdrawalAddressesKey, queryFn: fetchWithdrawalAddresses });
}

/** Adds a destination (the server e-mails its code) or confirms one with that code; the list is read again. */
export function useWithdrawalAddressChange() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: withdrawalAddressesKey });
  return {
    add: useMutation({ mutationFn: addWithdrawalAddress, onSuccess: settled }),
    confirm: useMutation({
      mutationFn: ({ address, code }: { address: string; code: string }) => confirmWithdrawalAddress(address, code),
      onSuccess: settled,
    }),
  };
}
