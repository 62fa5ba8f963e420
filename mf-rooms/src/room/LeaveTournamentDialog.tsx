import { ConfirmDialog } from 'shared-ui/dialogs';

export interface LeaveTournamentDialogProps {
  tournamentName: string | undefined;
  leaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Leaving a running tournament cannot be undone and is not refunded, so the player confirms it first. */
export default function LeaveTournamentDialog({ tournamentName, leaving, onCancel, onConfirm }: LeaveTournamentDialogProps) {
  return (
    <ConfirmDialog
      title={`Leave ${tournamentName ?? 'this tournament'}?`}
      description="You give up your seat and your entry to the tournament. Your entry fee is not refunded, and you cannot register for this tournament again."
      cancelLabel="Stay"
      confirmLabel="Leave Tournament"
      destructive
      busy={leaving}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
