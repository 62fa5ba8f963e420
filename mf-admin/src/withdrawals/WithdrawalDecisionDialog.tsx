import { useState } from 'react';
import type { AdminWithdrawal } from 'shared-events/contracts';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { formatUsd } from 'shared-ui/status';
import { useWithdrawalDecision } from '../api/admin-withdrawals.api';
import { ReasonField, reasonProblem } from '../layout/ReasonField';

export interface WithdrawalDecisionDialogProps {
  withdrawal: AdminWithdrawal;
  approve: boolean;
  onClose: () => void;
}

/**
 * An operator's decision on a withdrawal above the approval threshold, confirmed first: approving sends the money on
 * chain (it cannot be called back); rejecting refunds it, with a reason the player sees.
 */
export function WithdrawalDecisionDialog({ withdrawal, approve, onClose }: WithdrawalDecisionDialogProps) {
  const decision = useWithdrawalDecision(withdrawal.id);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const what = `${formatUsd(withdrawal.amount)} USDT of ${withdrawal.player.username}`;
  return (
    <ConfirmDialog
      title={approve ? `Approve withdrawal #${withdrawal.id}?` : `Reject withdrawal #${withdrawal.id}?`}
      description={
        approve
          ? `${what} is signed and sent to ${withdrawal.toAddress}. Once on chain it cannot be called back.`
          : `${what} goes back to their wallet. They see the reason as “Rejected by the operator: …”.`
      }
      cancelLabel="Keep waiting"
      confirmLabel={approve ? 'Approve' : 'Reject'}
      destructive={!approve}
      busy={decision.isPending}
      onCancel={onClose}
      onSubmit={() => {
        setTried(true);
        if (!approve && reasonProblem(reason)) return;
        decision.mutate(approve ? { approve: true } : { approve: false, reason: reason.trim() }, {
          onSuccess: () => {
            toast.success(approve ? `Withdrawal #${withdrawal.id} is approved.` : `Withdrawal #${withdrawal.id} is rejected and refunded.`);
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error, approve ? 'The withdrawal was not approved.' : 'The withdrawal was not rejected.')),
        });
      }}
    >
      {!approve && <ReasonField label="Reason (the player sees it)" value={reason} onChange={setReason} tried={tried} />}
    </ConfirmDialog>
  );
}
