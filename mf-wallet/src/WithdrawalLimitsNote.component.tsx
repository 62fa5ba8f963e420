import Box from '@mui/material/Box';
import type { WithdrawalLimits } from 'shared-events';
import { formatUsd } from 'shared-ui/status';
import { leftToday } from './evm-withdraw.schema';

/** The player's limits as they stand: the smallest withdrawal, what is left of today's, and when an operator approves. */
export function WithdrawalLimitsNote({ limits }: { limits: WithdrawalLimits }) {
  return (
    <Box component="ul" aria-label="Withdrawal limits" sx={{ typography: 'body2', color: 'text.secondary', pl: 2.5, my: 1 }}>
      <li>Minimum: {formatUsd(limits.minimum)} USDT</li>
      <li>
        Left today: {formatUsd(leftToday(limits))} USDT of {formatUsd(limits.dailyLimit)} (the day is UTC)
      </li>
      <li>Above {formatUsd(limits.approvalThreshold)} USDT, an operator approves a withdrawal before it is sent.</li>
    </Box>
  );
}
