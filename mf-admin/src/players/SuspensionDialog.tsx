import { useState } from 'react';
import type { AdminPlayer } from 'shared-events/contracts';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useSuspension } from '../api/admin-players.api';
import { ReasonField, reasonProblem } from '../layout/ReasonField';

/** Suspends or reinstates a player, with a reason the audit log keeps; says what the suspension does before it is done. */
export function SuspensionDialog({ player, onClose }: { player: AdminPlayer; onClose: () => void }) {
  const suspend = player.suspended === null;
  const suspension = useSuspension(player.id);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <ConfirmDialog
      title={suspend ? `Suspend ${player.username}?` : `Reinstate ${player.username}?`}
      description={
        suspend
          ? 'They are logged out everywhere at once and cannot log in; at the tables their seats sit out. Their balance and registrations stay.'
          : 'They can log in again, and come back to their seats with I’m back.'
      }
      cancelLabel="Keep as is"
      confirmLabel={suspend ? 'Suspend' : 'Reinstate'}
      destructive={suspend}
      busy={suspension.isPending}
      onCancel={onClose}
      onSubmit={() => {
        setTried(true);
        if (reasonProblem(reason)) return;
        suspension.mutate(
          { suspend, reason: reason.trim() },
          {
            onSuccess: () => {
              toast.success(suspend ? `${player.username} is suspended.` : `${player.username} is reinstated.`);
              onClose();
            },
            onError: (error) => toast.error(errorMessage(error, suspend ? 'The player was not suspended.' : 'The player was not reinstated.')),
          },
        );
      }}
    >
      <ReasonField label="Reason (kept in the audit log)" value={reason} onChange={setReason} tried={tried} />
    </ConfirmDialog>
  );
}
