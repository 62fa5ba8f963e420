import Typography from '@mui/material/Typography';
import { errorMessage } from 'shared-events';
import { InfoDialog } from 'shared-ui/dialogs';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { ChainDepositList } from './ChainDepositList.component';
import { DepositInstructions } from './DepositInstructions.component';
import { useChainDeposits, useDepositAddress } from './use-chain-deposits';

/** Deposits shown in the dialog; the history pages through all of them. */
const RECENT_DEPOSITS = 5;

/**
 * Deposit with PAYMENTS=evm: no amount to type; the player sends USDT to their own address and watches it arrive,
 * its confirmations counting up live.
 */
export default function EvmDepositDialog({ onClose }: { onClose: () => void }) {
  const deposit = useDepositAddress();
  const recent = useChainDeposits(RECENT_DEPOSITS).query;

  return (
    <InfoDialog
      title="Deposit USDT"
      description="Send USDT to your own deposit address; it is credited once the network has confirmed it."
      maxWidth="sm"
      onClose={onClose}
    >
      {deposit.isPending && <LoadingState label="Loading your deposit address..." />}
      {deposit.isError && (
        <ErrorState
          message={errorMessage(deposit.error, 'Failed to load your deposit address.')}
          onRetry={() => void deposit.refetch()}
          retrying={deposit.isFetching}
          align="start"
        />
      )}
      {deposit.data && <DepositInstructions deposit={deposit.data} />}
      <Typography component="h3" variant="subtitle2" sx={{ mt: 3 }}>
        Recent deposits
      </Typography>
      {recent.isPending && <LoadingState label="Loading your deposits..." />}
      {recent.isError && !recent.data && (
        <ErrorState message="Failed to load your deposits." onRetry={() => void recent.refetch()} retrying={recent.isFetching} inline />
      )}
      {recent.data?.count === 0 && <EmptyState title="No deposits seen yet. A transfer shows here as soon as it is in a block." align="start" />}
      {recent.data && recent.data.rows.length > 0 && <ChainDepositList rows={recent.data.rows} label="Recent deposits" />}
    </InfoDialog>
  );
}
