import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { AdminStatsFigures } from 'shared-events/contracts';
import { formatUsd } from 'shared-ui/status';

const count = new Intl.NumberFormat('en-US');
const plural = (value: number, one: string, many: string) => `${count.format(value)} ${value === 1 ? one : many}`;

/** The range's figures, one card each: a term, its value and what it is made of. */
function summary(totals: AdminStatsFigures): [term: string, value: string, detail: string][] {
  return [
    ['Income', formatUsd(totals.income.net), `${formatUsd(totals.income.entryFees)} entry fees − ${formatUsd(totals.income.refunds)} refunds`],
    ['Prizes paid', formatUsd(totals.prizes), `${formatUsd(totals.guaranteeOverlay)} of guarantee overlays`],
    ['Deposits', formatUsd(totals.deposits.total), plural(totals.deposits.count, 'deposit', 'deposits')],
    ['Withdrawals', formatUsd(totals.withdrawals.total), plural(totals.withdrawals.count, 'withdrawal', 'withdrawals')],
    ['Tournaments finished', count.format(totals.tournaments.finished), `${count.format(totals.tournaments.cancelled)} cancelled`],
    ['Players', count.format(totals.players), 'seated or dealt a hand'],
    ['Hands dealt', count.format(totals.hands), 'at every table'],
  ];
}

/** The totals of the range shown: money from the ledger, as the charts below split it by period. */
export function SummaryCards({ totals }: { totals: AdminStatsFigures }) {
  return (
    <Box
      component="dl"
      aria-label="Totals of the range"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: { xs: 1, sm: 1.5 }, m: 0 }}
    >
      {summary(totals).map(([term, value, detail]) => (
        <Paper key={term} variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h6', overflowWrap: 'anywhere' }}>
            {value}
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.secondary', typography: 'caption', overflowWrap: 'anywhere' }}>
            {detail}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
