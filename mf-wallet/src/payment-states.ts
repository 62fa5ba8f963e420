import type { ChipProps } from '@mui/material/Chip';
import type { ChainDeposit, ChainDepositState, Withdrawal, WithdrawalState } from 'shared-events';

interface StateLook {
  label: string;
  /** Outlined chips in these colours keep 4.5:1 as text on the paper of both themes (create-poker-theme.ts). */
  color: ChipProps['color'];
}

export const DEPOSIT_STATES: Record<ChainDepositState, StateLook> = {
  pending: { label: 'Pending', color: 'info' },
  credited: { label: 'Credited', color: 'success' },
  dropped: { label: 'Dropped', color: 'error' },
  below_minimum: { label: 'Below minimum', color: 'warning' },
};

export const WITHDRAWAL_STATES: Record<WithdrawalState, StateLook> = {
  awaiting_approval: { label: 'Awaiting approval', color: 'warning' },
  requested: { label: 'Requested', color: 'info' },
  sent: { label: 'Sent', color: 'info' },
  confirmed: { label: 'Confirmed', color: 'success' },
  refunded: { label: 'Refunded', color: 'error' },
};

/** What a deposit's state means for the player's money, under its amount. */
export function depositStateDetail(deposit: ChainDeposit): string {
  switch (deposit.state) {
    case 'pending':
      return `${Math.min(deposit.confirmations, deposit.requiredConfirmations)} / ${deposit.requiredConfirmations} confirmations`;
    case 'credited':
      return 'Added to your balance.';
    case 'dropped':
      return 'Removed from the chain before it was confirmed; not credited.';
    case 'below_minimum':
      return 'Under the minimum deposit; not credited.';
  }
}

/** What a withdrawal's state means, under its amount. */
export function withdrawalStateDetail(withdrawal: Withdrawal): string {
  switch (withdrawal.state) {
    case 'awaiting_approval':
      return 'An operator approves it before it is sent.';
    case 'requested':
      return 'Queued to be sent.';
    case 'sent':
      return 'Sent; waiting for the network’s confirmations.';
    case 'confirmed':
      return 'Arrived: final on the chain.';
    case 'refunded':
      return `Returned to your balance${withdrawal.reason ? `: ${withdrawal.reason}` : '.'}`;
  }
}
