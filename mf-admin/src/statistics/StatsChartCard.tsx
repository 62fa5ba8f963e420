import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminStatsBucket, AdminStatsPeriod } from 'shared-events/contracts';
import { SectionErrorBoundary } from 'shared-ui';
import { CHART_HEIGHT, type StatsChartSpec } from './stats-charts';
import { bucketLabel } from './stats-range';
import { StatsTable } from './StatsTable';

// MUI X Charts is the back office's heaviest dependency: only this page's charts load it, after the figures.
const StatsChart = lazy(() => import('./StatsChart'));

/**
 * A chart with its title and its figures as a table. The drawing is hidden from screen readers, which read the table
 * instead; "Show the figures" puts that table on screen too.
 */
export function StatsChartCard({ spec, buckets, period }: { spec: StatsChartSpec; buckets: AdminStatsBucket[]; period: AdminStatsPeriod }) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {spec.title}
        </Typography>
        <Button size="small" aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide the figures' : 'Show the figures'}
        </Button>
      </Stack>
      <Box sx={{ minHeight: CHART_HEIGHT }}>
        <SectionErrorBoundary>
          <Suspense fallback={null}>
            {/* Not hidden from assistive technology: MUI X Charts makes the chart focusable and announces the point the
                arrow keys reach (hidden, that focusable surface would be a trap no screen reader names). */}
            <StatsChart spec={spec} labels={buckets.map((bucket) => bucketLabel(bucket.start, period, 'short'))} />
          </Suspense>
        </SectionErrorBoundary>
      </Box>
      <StatsTable id={tableId} spec={spec} buckets={buckets} period={period} visible={tableShown} />
    </Paper>
  );
}
