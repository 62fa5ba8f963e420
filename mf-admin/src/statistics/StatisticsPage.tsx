import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from 'shared-events';
import type { AdminStatsPeriod } from 'shared-events/contracts';
import { ErrorState, LoadingState } from 'shared-ui/feedback';
import { useStatsSeries } from '../api/admin-stats.api';
import { statsCharts } from './stats-charts';
import { bucketLabel, defaultRange, rangeProblem, todayUtc } from './stats-range';
import { StatsChartCard } from './StatsChartCard';
import { StatsControls } from './StatsControls';
import { SummaryCards } from './SummaryCards';

/**
 * /admin/statistics: income, prizes, cash in and out, tournaments, players and hands per day, week or month, every
 * figure from the server's series (money from the ledger). Each period opens on its recent range.
 */
export default function StatisticsPage() {
  const [period, setPeriod] = useState<AdminStatsPeriod>('day');
  const [range, setRange] = useState(() => defaultRange('day', todayUtc()));
  const problem = rangeProblem(range.from, range.to);
  const stats = useStatsSeries({ period, ...range }, problem === null);
  const choosePeriod = (next: AdminStatsPeriod) => {
    setPeriod(next);
    setRange(defaultRange(next, todayUtc()));
  };
  const data = stats.data;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="h2">
              Statistics
            </Typography>
            {data && (
              <Typography variant="body2" color="text.secondary">
                {bucketLabel(data.from, 'day', 'long')} to {bucketLabel(data.to, 'day', 'long')} (UTC), by {data.period}
              </Typography>
            )}
          </Box>
          <StatsControls {...range} period={period} problem={problem} onPeriod={choosePeriod} onRange={setRange} />
        </Stack>
      </Paper>
      {problem === null && stats.isPending && <LoadingState label="Loading the statistics" placeholders={4} placeholderHeight={120} />}
      {stats.isError && (
        <ErrorState
          message={errorMessage(stats.error, 'Failed to load the statistics.')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
          align="start"
        />
      )}
      {data && (
        <Stack spacing={2} sx={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }} aria-busy={stats.isPlaceholderData}>
          <SummaryCards totals={data.totals} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
            {statsCharts(data.buckets).map((spec) => (
              <StatsChartCard key={spec.id} spec={spec} buckets={data.buckets} period={data.period} />
            ))}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
