import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { errorMessage, isNetworkError, sessionStore } from 'shared-events';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { formatUsd } from 'shared-ui/status';
import { submissionKeys } from './idempotency-key';
import { walletAmountError, type WalletOperationKind } from './wallet-amount';
import { useWalletOperation } from './use-wallet-operation';

const TEXTS: Record<WalletOperationKind, { title: string; action: string; busy: string; failed: string }> = {
  deposit: { title: 'Deposit USDT', action: 'Deposit', busy: 'Depositing...', failed: 'Failed to process deposit.' },
  withdraw: { title: 'Withdraw USDT', action: 'Withdraw', busy: 'Withdrawing...', failed: 'Failed to process withdrawal.' },
};

export const LOGGED_OUT_MESSAGE = 'You must be logged in to update your wallet.';

export interface WalletOperationDialogProps {
  kind: WalletOperationKind;
  balance: number;
  onClose: () => void;
}

/** Deposit or Withdraw (SPEC §2, §5, §8): validated on submit then on change, one Idempotency-Key per submission. */
export default function WalletOperationDialog({ kind, balance, onClose }: WalletOperationDialogProps) {
  const texts = TEXTS[kind];
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const keys = useRef(submissionKeys()).current;
  const running = useRef(false);
  const operation = useWalletOperation(kind);
  const fieldError = submitted ? walletAmountError(kind, amount, balance) : undefined;

  const submit = async () => {
    if (running.current) return;
    setSubmitted(true);
    setFailure(undefined);
    if (walletAmountError(kind, amount, balance)) return;
    if (!sessionStore.getState().token) return setFailure(LOGGED_OUT_MESSAGE);
    running.current = true;
    setBusy(true);
    try {
      await operation.mutateAsync({ amount, idempotencyKey: keys.keyFor(amount.trim()) });
      keys.decided();
      onClose();
    } catch (error) {
      if (!isNetworkError(error) && !isServerFailure(error)) keys.decided();
      setFailure(errorMessage(error, texts.failed));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={texts.title}
      description={`Balance: ${formatUsd(balance)} USDT`}
      confirmLabel={busy ? texts.busy : texts.action}
      onSubmit={() => void submit()}
      onCancel={onClose}
      busy={busy}
    >
      <TextField
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog asks for this one value
        autoFocus
        fullWidth
        id={`wallet-${kind}-amount`}
        label="Amount (USDT)"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
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
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return typeof status === 'number' && status >= 500;
}
