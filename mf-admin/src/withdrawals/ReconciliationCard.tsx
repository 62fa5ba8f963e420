import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from 'shared-events';
import { ErrorState, LoadingState } from 'shared-ui/feedback';
import { formatMoney, formatUsd } from 'shared-ui/status';
import { useReconciliation, useRunReconciliation } from '../api/admin-withdrawals.api';
import { FundingForm } from './FundingForm';

const at = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** "$1,000.00 in the books, $990.00 on chain": the two figures a reconciliation compares. */
function Compared({ label, books, chain }: { label: string; books: number; chain: number }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {formatUsd(books)} in the books, {formatUsd(chain)} on chain
      </Typography>
    </>
  );
}

/** The books against the chain: the last reconciliation, every difference still open, a check on demand, and the operator's top-ups. */
export function ReconciliationCard() {
  const reconciliation = useReconciliation();
  const run = useRunReconciliation();
  const report = reconciliation.data;
  const open = report?.alerts.filter((alert) => alert.resolvedAt === null) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reconciliation-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id="reconciliation-title">
          Reconciliation
        </Typography>
        {report?.checkedAt && (
          <Chip
            size="small"
            variant="outlined"
            color={open.length === 0 ? 'success' : 'error'}
            label={open.length === 0 ? 'Balanced' : 'Differences'}
          />
        )}
        <Button size="small" variant="outlined" onClick={() => run.mutate()} loading={run.isPending} aria-busy={run.isPending} sx={{ ml: 'auto' }}>
          Check now
        </Button>
      </Stack>
      {run.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(run.error, 'The books were not compared with the chain.')}
        </Alert>
      )}
      {reconciliation.isPending && <LoadingState label="Loading the reconciliation" />}
      {reconciliation.isError && (
        <ErrorState
          message="Failed to load the reconciliation."
          onRetry={() => void reconciliation.refetch()}
          retrying={reconciliation.isFetching}
          inline
        />
      )}
      {report && report.checkedAt === null && <Typography variant="body2">No reconciliation has run yet.</Typography>}
      {report?.checkedAt && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Checked
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <time dateTime={report.checkedAt}>{at.format(new Date(report.checkedAt))}</time>
          </Typography>
          <Compared label="Deposits" books={report.depositsCredited} chain={report.depositsSeen} />
          <Compared label="Hot wallet" books={report.hotWalletInBooks} chain={report.hotWalletOnChain} />
        </Box>
      )}
      {open.length > 0 && (
        <Stack component="ul" aria-label="Open differences" sx={{ gap: 1, p: 0, mt: 2, mb: 0, listStyle: 'none' }}>
          {open.map((alert) => (
            <li key={alert.id}>
              <Alert severity="error">
                {alert.message} (difference {formatMoney(alert.difference, { signed: true })}), since{' '}
                <time dateTime={alert.raisedAt}>{at.format(new Date(alert.raisedAt))}</time>.
              </Alert>
            </li>
          ))}
        </Stack>
      )}
      <FundingForm />
    </Paper>
  );
}
