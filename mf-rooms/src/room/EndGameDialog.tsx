import { ConfirmDialog } from 'shared-ui/dialogs';

export interface EndGameDialogProps {
  /** The tournament is in play: the table breaks (its players move with their chips) rather than ending everyone's game. */
  tournamentInPlay: boolean;
  ending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The host's End Game stops a table for everyone, so it is confirmed first, saying what happens to the chips. */
export default function EndGameDialog({ tournamentInPlay, ending, onCancel, onConfirm }: EndGameDialogProps) {
  return (
    <ConfirmDialog
      title="End the game at this table?"
      description={
        tournamentInPlay
          ? 'The table breaks after the hand in play: every player moves to a seat drawn at another table with their chips. The final table cannot be ended.'
          : 'The game stops for every player at this table. A hand in play is void: every player keeps the chips they had before it.'
      }
      cancelLabel="Keep playing"
      confirmLabel="End Game"
      destructive
      busy={ending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
