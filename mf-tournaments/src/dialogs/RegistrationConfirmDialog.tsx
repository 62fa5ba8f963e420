import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSession } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { formatAmount } from 'shared-ui/status';
import { useRegistration } from '../api/tournament-queries';
import { BusyButton } from './BusyButton';
import { FactList } from './FactList';
import { balanceWarning } from './registration-balance';

export interface RegistrationConfirmDialogProps {
  tournament: Pick<Tournament, 'id' | 'name' | 'entryFeeAmount' | 'requiredBalance' | 'currency'>;
  onClose: () => void;
  /** After a successful registration, before the dialog closes. */
  onRegistered?: () => void;
}

/**
 * Registration confirmation (SPEC §2, §5): the entry fee and the player's balance; when the balance is below
 * max(entry fee, starting stack) a warning with the needed amount and "Okay" disabled. Okay registers; on success
 * the dialog closes, on failure the toast says why (useRegistration) and the dialog stays open.
 */
export default function RegistrationConfirmDialog({ tournament, onClose, onRegistered }: RegistrationConfirmDialogProps) {
  const balance = useSession((state) => state.user?.balance ?? 0);
  const { register } = useRegistration();
  const { currency } = tournament;
  const warning = balanceWarning(balance, tournament.requiredBalance, currency);
  const busy = register.isPending;

  const confirm = async () => {
    try {
      await register.mutateAsync(tournament.id);
    } catch {
      return; // the toast told the player; they may try again or cancel
    }
    onRegistered?.();
    onClose();
  };

  const facts = [
    { label: 'Entry fee', value: tournament.entryFeeAmount === 0 ? 'Free' : formatAmount(tournament.entryFeeAmount, currency) },
    { label: 'Your balance', value: formatAmount(balance, currency) },
    // The starting stack can ask for more than the fee (SPEC §5); say so before the player is refused.
    ...(tournament.requiredBalance > tournament.entryFeeAmount
      ? [{ label: 'Required balance', value: formatAmount(tournament.requiredBalance, currency) }]
      : []),
  ];

  return (
    <Dialog open fullWidth maxWidth="xs" onClose={busy ? undefined : onClose} aria-labelledby="registration-confirm-title">
      <DialogTitle id="registration-confirm-title">Confirm Registration</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Register for {tournament.name}?</DialogContentText>
        <FactList facts={facts} />
        {warning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {warning}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <BusyButton variant="contained" onClick={confirm} busy={busy} disabled={Boolean(warning)}>
          Okay
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
