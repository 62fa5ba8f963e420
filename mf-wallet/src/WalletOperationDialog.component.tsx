import { useRef } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { errorMessage, errorResponse, isNetworkError, sessionStore } from 'shared-events';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { formatUsd } from 'shared-ui/status';
import { submissionKeys } from './idempotency-key';
import { walletAmountSchema, type WalletOperationKind, type WalletOperationValues } from './wallet-amount';
import { useWalletOperation } from './use-wallet-operation';

const TEXTS: Record<WalletOperationKind, { title: string; action: string; busy: string; failed: string }> = {
  deposit: { title: 'Deposit USDT', action: 'Deposit', busy: 'Depositing...', failed: 'Failed to process deposit.' },
  withdraw: { title: 'Withdraw USDT', action: 'Withdraw', busy: 'Withdrawing...', failed: 'Failed to process withdrawal.' },
};

export const LOGGED_OUT_MESSAGE = 'You must be logged in to update your wallet.';

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
        if (!isNetworkError(error) && !isServerFailure(error)) keys.decided();
        setStatus(errorMessage(error, texts.failed));
      }
    },
  });
  const busy = form.isSubmitting;
  const fieldError = form.submitCount > 0 ? form.errors.amount : undefined;
  const failure = form.status as string | undefined;
  const submit = () => {
    // A new try starts without the last one's refusal, even if the amount is now refused by the form.
    form.setStatus(undefined);
    form.handleSubmit();
  };

  return (
    <ConfirmDialog
      title={texts.title}
      description={`Balance: ${formatUsd(balance)} USDT`}
      confirmLabel={busy ? texts.busy : texts.action}
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
    >
      <TextField
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog asks for this one value
        autoFocus
        fullWidth
        id={`wallet-${kind}-amount`}
        label="Amount (USDT)"
        {...form.getFieldProps('amount')}
        error={Boolean(fieldError)}
        helperText={fieldError}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}

/** A 5xx decided nothing the player can see: retrying the same amount keeps the key. */
function isServerFailure(error: unknown): boolean {
  return (errorResponse(error)?.status ?? 0) >= 500;
}
