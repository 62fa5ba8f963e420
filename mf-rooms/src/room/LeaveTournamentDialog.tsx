import { ConfirmDialog } from 'shared-ui/dialogs';

export interface LeaveTournamentDialogProps {
  tournamentName: string | undefined;
  /** Whether the player has a stack at a table (their chips stay in play). */
  seated: boolean;
  leaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Leaving a running tournament cannot be undone and is not refunded, so the player confirms it first, told what becomes
 * of their chips: a stack at a table stays in play, sitting out (blinds and antes posted, hands folded) until it is gone.
 */
export default function LeaveTournamentDialog({ tournamentName, seated, leaving, onCancel, onConfirm }: LeaveTournamentDialogProps) {
  const chips = seated
    ? 'Your chips stay at the table and sit out: blinds and antes are posted from them and your hands folded until they are gone, and your place is where they run out. '
    : '';
  return (
    <ConfirmDialog
      title={`Leave ${tournamentName ?? 'this tournament'}?`}
      description={`${chips}You give up your entry to the tournament. Your entry fee is not refunded, and you cannot register for this tournament again.`}
      cancelLabel="Stay"
      confirmLabel="Leave Tournament"
      destructive
      busy={leaving}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
