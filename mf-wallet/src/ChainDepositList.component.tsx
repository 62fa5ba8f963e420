import Box from '@mui/material/Box';
import type { ChainDeposit } from 'shared-events';
import { DEPOSIT_STATES, depositStateDetail } from './payment-states';
import { PaymentRow } from './PaymentRow.component';

/** Deposits seen on chain, newest first, each with its state and, while pending, its confirmations. */
export function ChainDepositList({ rows, label }: { rows: ChainDeposit[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ p: 0, m: 0 }}>
      {rows.map((deposit) => (
        <PaymentRow
          key={deposit.id}
          amount={deposit.amount}
          state={DEPOSIT_STATES[deposit.state]}
          detail={depositStateDetail(deposit)}
          at={deposit.creditedAt ? { label: 'Credited', iso: deposit.creditedAt } : { label: 'Seen', iso: deposit.seenAt }}
          txHash={deposit.txHash}
        />
      ))}
    </Box>
  );
}
