import { useSession } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { formatAmount } from 'shared-ui/status';
import { useRegistration } from '../api/tournament-queries';
import { FactList } from './FactList';
import { BalanceRequirement } from './BalanceRequirement';
import { balanceWarning } from './registration-balance';

export interface RegistrationConfirmDialogProps {
  /** With canReEnter, the player buys another entry: the dialog says so. */
  tournament: Pick<Tournament, 'id' | 'name' | 'entryFeeAmount' | 'requiredBalance' | 'currency'> & Partial<Pick<Tournament, 'canReEnter'>>;
  onClose: () => void;
  /** After a successful registration, before the dialog closes. */
  onRegistered?: () => void;
}

/**
 * Registration confirmation (SPEC §2, §5): the entry fee, the player's balance and the balance rule; when the balance
 * is below max(entry fee, starting stack) a warning with the needed amount, Deposit in place, and "Okay" disabled
 * until the deposit covers it. Okay registers; on success the dialog closes, on failure the toast says why
 * (useRegistration) and the dialog stays open.
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
    <ConfirmDialog
      title={tournament.canReEnter ? 'Confirm Re-entry' : 'Confirm Registration'}
      description={
        tournament.canReEnter
          ? `Re-enter ${tournament.name}? A new entry: a new starting stack, at a seat drawn for you.`
          : `Register for ${tournament.name}?`
      }
      confirmLabel="Okay"
      onConfirm={confirm}
      onCancel={onClose}
      busy={busy}
      confirmDisabled={Boolean(warning)}
    >
      <FactList facts={facts} />
      <BalanceRequirement tournament={tournament} balance={balance} reEntry={tournament.canReEnter} />
    </ConfirmDialog>
  );
}
