import { useRef } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import { errorMessage, sessionStore } from 'shared-events';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { formatUsd } from 'shared-ui/status';
import { AmountField } from './AmountField.component';
import { decidedNothing, submissionKeys } from './idempotency-key';
import { LOGGED_OUT_MESSAGE, walletAmountSchema, type WalletOperationKind, type WalletOperationValues } from './wallet-amount';
import { useWalletOperation } from './use-wallet-operation';
import { walletFormView } from './wallet-form';

const TEXTS: Record<WalletOperationKind, { title: string; action: string; busy: string; failed: string }> = {
  deposit: { title: 'Deposit USDT', action: 'Deposit', busy: 'Depositing...', failed: 'Failed to process deposit.' },
  withdraw: { title: 'Withdraw USDT', action: 'Withdraw', busy: 'Withdrawing...', failed: 'Failed to process withdrawal.' },
};

export interface WalletOperationDialogProps {
  kind: WalletOperationKind;
  balance: number;
  /** The amount the form starts with (a deposit asked for by another screen); empty by default. */
  initialAmount?: string;
  onClose: () => void;
}

/**
 * Deposit or Withdraw (SPEC §2, §5, §8): a Formik form validated on submit then on change, one Idempotency-Key per
 * submission. The form's status is the refusal shown under the field.
 */
export default function WalletOperationDialog({ kind, balance, initialAmount = '', onClose }: WalletOperationDialogProps) {
  const texts = TEXTS[kind];
  const keys = useRef(submissionKeys()).current;
  const operation = useWalletOperation(kind);
  const form = useFormik<WalletOperationValues>({
    initialValues: { amount: initialAmount },
    validationSchema: walletAmountSchema(kind, balance),
    onSubmit: async ({ amount }, { setStatus }) => {
      if (!sessionStore.getState().token) return setStatus(LOGGED_OUT_MESSAGE);
      try {
        await operation.mutateAsync({ amount, idempotencyKey: keys.keyFor(amount.trim()) });
        keys.decided();
        onClose();
      } catch (error) {
        if (!decidedNothing(error)) keys.decided();
        setStatus(errorMessage(error, texts.failed));
      }
    },
  });
  const { busy, shown, failure, submit } = walletFormView(form);

  return (
    <ConfirmDialog
      title={texts.title}
      description={`Balance: ${formatUsd(balance)} USDT`}
      confirmLabel={busy ? texts.busy : texts.action}
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
    >
      <AmountField id={`wallet-${kind}-amount`} field={form.getFieldProps('amount')} error={shown('amount')} disabled={busy} />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
