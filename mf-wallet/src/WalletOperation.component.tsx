import { lazy } from 'react';
import { useWalletPayments } from './use-wallet-payments';
import type { WalletOperationKind } from './wallet-amount';

// Each loads when first opened: a demo site never downloads the chain's dialogs, nor a chain site the demo form.
const WalletOperationDialog = lazy(() => import('./WalletOperationDialog.component'));
const EvmDepositDialog = lazy(() => import('./EvmDepositDialog.component'));
const EvmWithdrawDialog = lazy(() => import('./EvmWithdrawDialog.component'));
const PaymentsUnavailableDialog = lazy(() => import('./PaymentsUnavailableDialog.component'));

export interface WalletOperationProps {
  kind: WalletOperationKind;
  balance: number;
  /** A demo deposit's amount asked for by another screen. */
  initialAmount?: string;
  onClose: () => void;
}

const TITLES: Record<WalletOperationKind, string> = { deposit: 'Deposit USDT', withdraw: 'Withdraw USDT' };

/** Deposit or Withdraw as this site takes and pays money: demo funds at once, or USDT on a chain. Mount inside Suspense. */
export function WalletOperation({ kind, balance, initialAmount, onClose }: WalletOperationProps) {
  const payments = useWalletPayments();
  const { data } = payments;
  if (data?.mode === 'evm' && kind === 'deposit') return <EvmDepositDialog onClose={onClose} />;
  if (data?.mode === 'evm' && data.withdrawal) return <EvmWithdrawDialog balance={balance} limits={data.withdrawal} onClose={onClose} />;
  if (data?.mode === 'demo') return <WalletOperationDialog kind={kind} balance={balance} initialAmount={initialAmount} onClose={onClose} />;
  // Nothing until the answer, as while a dialog's code loads; an answer without what the dialog needs is as good as none.
  if (payments.isPending) return null;
  return <PaymentsUnavailableDialog title={TITLES[kind]} onRetry={() => void payments.refetch()} retrying={payments.isFetching} onClose={onClose} />;
}
