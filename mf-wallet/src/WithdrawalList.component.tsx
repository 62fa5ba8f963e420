import Box from '@mui/material/Box';
import type { Withdrawal } from 'shared-events';
import { WITHDRAWAL_STATES, withdrawalStateDetail } from './payment-states';
import { PaymentRow } from './PaymentRow.component';
import { shortHex } from './withdrawal-address';

/** When the withdrawal last moved, by its state. */
function lastStep(withdrawal: Withdrawal): { label: string; iso: string } {
  if (withdrawal.refundedAt) return { label: 'Refunded', iso: withdrawal.refundedAt };
  if (withdrawal.confirmedAt) return { label: 'Confirmed', iso: withdrawal.confirmedAt };
  if (withdrawal.sentAt) return { label: 'Sent', iso: withdrawal.sentAt };
  return { label: 'Requested', iso: withdrawal.requestedAt };
}

/** Withdrawals, newest first, each with its state, its destination and, once sent, its transaction. */
export function WithdrawalList({ rows }: { rows: Withdrawal[] }) {
  return (
    <Box component="ul" aria-label="Withdrawals" sx={{ p: 0, m: 0 }}>
      {rows.map((withdrawal) => (
        <PaymentRow
          key={withdrawal.id}
          amount={-withdrawal.amount}
          subject={
            <Box component="span" title={withdrawal.toAddress} sx={{ fontFamily: 'monospace', fontWeight: 400 }}>
              to {shortHex(withdrawal.toAddress)}
            </Box>
          }
          state={WITHDRAWAL_STATES[withdrawal.state]}
          detail={withdrawalStateDetail(withdrawal)}
          at={lastStep(withdrawal)}
          txHash={withdrawal.txHash}
        />
      ))}
    </Box>
  );
}
