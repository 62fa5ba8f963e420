import { useQuery } from '@tanstack/react-query';
import { WALLET_KEY } from './use-wallet-balance';
import { fetchPayments } from './wallet.api';

export const walletPaymentsKey = [...WALLET_KEY, 'payments'] as const;

/**
 * Demo funds or USDT on a chain: which dialogs the wallet opens. Read again when a withdrawal changes what is left
 * of today's limit.
 */
export function useWalletPayments() {
  return useQuery({ queryKey: walletPaymentsKey, queryFn: fetchPayments });
}
