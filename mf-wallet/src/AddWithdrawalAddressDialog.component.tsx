import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { errorMessage, VERIFICATION_CODE_LENGTH } from 'shared-events';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useWithdrawalAddressChange } from './use-withdrawal-addresses';
import { ADDRESS_MESSAGES, confirmationCode, withdrawalAddressProblem } from './withdrawal-address';

export interface AddWithdrawalAddressDialogProps {
  /** An address added before whose code is still to enter: the dialog starts at the code. */
  pending?: string;
  /** The address is confirmed: withdrawals may go to it. */
  onConfirmed: (address: string) => void;
  onBack: () => void;
}

/**
 * A new destination in two steps: the address (its form checked here, the rest by the server), then the code the
 * server e-mailed, so that whoever holds only the session cannot send the money elsewhere.
 */
export function AddWithdrawalAddressDialog({ pending, onConfirmed, onBack }: AddWithdrawalAddressDialogProps) {
  const { add, confirm } = useWithdrawalAddressChange();
  const [added, setAdded] = useState(pending);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const busy = add.isPending || confirm.isPending;

  const sendCode = () => {
    setFailure(undefined);
    const refused = withdrawalAddressProblem(address);
    setProblem(refused);
    if (refused) return;
    const typed = address.trim();
    add.mutate(typed, { onSuccess: () => setAdded(typed), onError: (error) => setFailure(errorMessage(error, 'Failed to add the address.')) });
  };
  const confirmCode = (to: string) => {
    setFailure(undefined);
    const typed = confirmationCode(code);
    setProblem(typed ? undefined : ADDRESS_MESSAGES.code);
    if (!typed) return;
    confirm.mutate(
      { address: to, code: typed },
      { onSuccess: () => onConfirmed(to), onError: (error) => setFailure(errorMessage(error, 'Failed to confirm the address.')) },
    );
  };

  const failed = failure && (
    <Alert severity="error" sx={{ mt: 2 }}>
      {failure}
    </Alert>
  );

  if (added === undefined) {
    return (
      <ConfirmDialog
        title="Add a withdrawal address"
        description="We e-mail you a code to confirm it: withdrawals go only to confirmed addresses."
        cancelLabel="Back"
        confirmLabel="Send code"
        onCancel={onBack}
        onSubmit={sendCode}
        busy={busy}
      >
        <TextField
          key="address"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step asks for this one value
          autoFocus
          fullWidth
          id="withdrawal-address-new"
          label="Your address (0x…)"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(problem)}
          helperText={problem}
          disabled={busy}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 64, sx: { fontFamily: 'monospace' } } }}
        />
        {failed}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title="Confirm the address"
      description={`Enter the code we e-mailed you to confirm ${added}.`}
      cancelLabel="Back"
      confirmLabel="Confirm address"
      onCancel={onBack}
      onSubmit={() => confirmCode(added)}
      busy={busy}
    >
      <TextField
        key="code"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the step asks for this one value
        autoFocus
        fullWidth
        id="withdrawal-address-code"
        label="Code from the e-mail"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(problem)}
        helperText={problem}
        disabled={busy}
        slotProps={{
          htmlInput: { autoComplete: 'one-time-code', autoCapitalize: 'characters', spellCheck: false, maxLength: VERIFICATION_CODE_LENGTH },
        }}
      />
      {failed}
    </ConfirmDialog>
  );
}
