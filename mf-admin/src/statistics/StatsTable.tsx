import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminStatsBucket, AdminStatsPeriod } from 'shared-events/contracts';
import { visuallyHidden } from 'shared-ui/poker';
import { formatMoney } from 'shared-ui/status';
import type { StatsChartSpec } from './stats-charts';
import { bucketLabel } from './stats-range';

const count = new Intl.NumberFormat('en-US');

interface StatsTableProps {
  id: string;
  spec: StatsChartSpec;
  buckets: AdminStatsBucket[];
  period: AdminStatsPeriod;
  /** Shown on screen; otherwise still read by screen readers, for which it stands in for the chart. */
  visible: boolean;
}

/** A chart's figures as a table: one row per period, one column per series. */
export function StatsTable({ id, spec, buckets, period, visible }: StatsTableProps) {
  return (
    <TableContainer id={id} sx={visible ? { mt: 1.5, maxHeight: 360 } : visuallyHidden}>
      <Table size="small" stickyHeader aria-label={spec.title}>
        <TableHead>
          <TableRow>
            <TableCell>{period === 'month' ? 'Month' : period === 'week' ? 'Week' : 'Day'}</TableCell>
            {spec.series.map((series) => (
              <TableCell key={series.label} align="right">
                {series.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {buckets.map((bucket, index) => (
            <TableRow key={bucket.start}>
              <TableCell component="th" scope="row">
                {bucketLabel(bucket.start, period, 'long')}
              </TableCell>
              {spec.series.map((series) => (
                <TableCell key={series.label} align="right">
                  {series.money ? formatMoney(series.values[index]) : count.format(series.values[index])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
