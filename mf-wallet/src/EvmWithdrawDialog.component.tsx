import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import { errorMessage, sessionStore, type WithdrawalLimits } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { formatUsd } from 'shared-ui/status';
import { AmountField } from './AmountField.component';
import { AddWithdrawalAddressDialog } from './AddWithdrawalAddressDialog.component';
import { evmWithdrawSchema, needsApproval, type EvmWithdrawValues } from './evm-withdraw.schema';
import { decidedNothing, submissionKeys } from './idempotency-key';
import { useEvmWithdrawal } from './use-evm-withdrawal';
import { useWithdrawalAddresses } from './use-withdrawal-addresses';
import { LOGGED_OUT_MESSAGE } from './wallet-amount';
import { walletFormView } from './wallet-form';
import { chosenAddress, WithdrawalDestination } from './WithdrawalDestination.component';
import { WithdrawalLimitsNote } from './WithdrawalLimitsNote.component';

export interface EvmWithdrawDialogProps {
  balance: number;
  limits: WithdrawalLimits;
  onClose: () => void;
}

/** Adding an address: a new one, or one added before whose code is still to enter. */
type Adding = { pending?: string };

/**
 * Withdraw with PAYMENTS=evm: SPEC §5's amount (validated on submit, then on change), the player's limits, and a
 * confirmed destination; a new destination is added and confirmed on the way, the amount kept.
 */
export default function EvmWithdrawDialog({ balance, limits, onClose }: EvmWithdrawDialogProps) {
  const keys = useRef(submissionKeys()).current;
  const addresses = useWithdrawalAddresses();
  const withdrawal = useEvmWithdrawal();
  const [adding, setAdding] = useState<Adding>();
  const form = useFormik<EvmWithdrawValues>({
    initialValues: { amount: '', address: '' },
    validationSchema: evmWithdrawSchema(balance, limits),
    onSubmit: async ({ amount, address }, { setStatus }) => {
      if (!sessionStore.getState().token) return setStatus(LOGGED_OUT_MESSAGE);
      const to = chosenAddress(addresses.data, address) || address;
      try {
        const { withdrawal: sent } = await withdrawal.mutateAsync({ amount, address: to, idempotencyKey: keys.keyFor(`${amount.trim()} ${to}`) });
        keys.decided();
        toast.success(
          sent.state === 'awaiting_approval'
            ? 'Withdrawal requested: it waits for an operator’s approval.'
            : 'Withdrawal requested: follow it in the Transaction History.',
        );
        onClose();
      } catch (error) {
        if (!decidedNothing(error)) keys.decided();
        setStatus(errorMessage(error, 'Failed to process withdrawal.'));
      }
    },
  });

  if (adding) {
    return (
      <AddWithdrawalAddressDialog
        pending={adding.pending}
        onBack={() => setAdding(undefined)}
        onConfirmed={(address) => {
          void form.setFieldValue('address', address);
          setAdding(undefined);
        }}
      />
    );
  }

  const { busy, shown, failure, submit } = walletFormView(form);

  return (
    <ConfirmDialog
      title="Withdraw USDT"
      description={`Balance: ${formatUsd(balance)} USDT`}
      confirmLabel={busy ? 'Withdrawing...' : 'Withdraw'}
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      maxWidth="sm"
    >
      <AmountField id="wallet-withdraw-amount" field={form.getFieldProps('amount')} error={shown('amount')} disabled={busy} />
      <WithdrawalLimitsNote limits={limits} />
      {needsApproval(form.values.amount, limits) && (
        <Alert severity="info" sx={{ mt: 1 }}>
          This amount waits for an operator’s approval before it is sent.
        </Alert>
      )}
      <WithdrawalDestination
        value={form.values.address}
        onChange={(address) => void form.setFieldValue('address', address)}
        onAdd={(pending) => setAdding({ pending })}
        error={shown('address')}
        disabled={busy}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
