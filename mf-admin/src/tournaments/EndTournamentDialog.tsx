import Typography from '@mui/material/Typography';
import type { AdminTournament } from 'shared-events/contracts';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { formatUsd } from 'shared-ui/status';
import { useEndTournament } from '../api/admin-tournaments.api';

/** Cancel or Delete: what either would do to the players' money, said before it is done. */
export function refundNotice(tournament: AdminTournament, how: 'cancel' | 'delete'): string {
  const refunds = tournament.status !== 'completed' && tournament.status !== 'cancelled' && tournament.players > 0;
  const money = refunds
    ? `Every registration is refunded: ${tournament.players} ${tournament.players === 1 ? 'player gets' : 'players get'} ${formatUsd(tournament.pool)} back in all, to their wallets.`
    : 'No money moves: nobody holds a registration to refund.';
  return how === 'cancel'
    ? `${money} The tournament stays listed as Cancelled.`
    : `${money} The tournament disappears from the lobby; the back office keeps it as Deleted.`;
}

/** Confirms cancelling or deleting a tournament, then says what the server refunded. */
export function EndTournamentDialog({ tournament, how, onClose }: { tournament: AdminTournament; how: 'cancel' | 'delete'; onClose: () => void }) {
  const end = useEndTournament();
  return (
    <ConfirmDialog
      title={how === 'cancel' ? `Cancel ${tournament.name}?` : `Delete ${tournament.name}?`}
      description={refundNotice(tournament, how)}
      cancelLabel="Keep it"
      confirmLabel={how === 'cancel' ? 'Cancel tournament' : 'Delete tournament'}
      destructive
      busy={end.isPending}
      onCancel={onClose}
      onConfirm={() =>
        end.mutate(
          { id: tournament.id, how },
          {
            onSuccess: (answer) => {
              toast.success(
                `${answer.message}: ${answer.refundedRegistrations} ${answer.refundedRegistrations === 1 ? 'registration' : 'registrations'} refunded, ${formatUsd(answer.refundedAmount)}.`,
              );
              onClose();
            },
            onError: (error) =>
              toast.error(errorMessage(error, how === 'cancel' ? 'The tournament was not cancelled.' : 'The tournament was not deleted.')),
          },
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        This cannot be undone.
      </Typography>
    </ConfirmDialog>
  );
}
