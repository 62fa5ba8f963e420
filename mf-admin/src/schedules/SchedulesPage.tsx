import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Link } from 'shared-ui/router';
import { useSchedules } from '../api/admin-schedules.api';
import { HeadRow } from '../layout/HeadRow';
import { ScheduleActions, ScheduleStateChip } from './ScheduleActions';

const REPEATS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;
const utc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant in UTC, the schedules' own time, with the operator's beside it. */
function Instant({ iso }: { iso: string | null }) {
  if (iso === null) return <>—</>;
  const at = new Date(iso);
  return (
    <>
      <time dateTime={iso}>{utc.format(at)} UTC</time>
      <Typography variant="body2" color="text.secondary">
        {local.format(at)} your time
      </Typography>
    </>
  );
}

/** /admin/schedules: the recurring tournaments with their state, each paused, resumed or deleted (behind a confirmation). */
export default function SchedulesPage() {
  const schedules = useSchedules();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ gap: 2, mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Recurring schedules
        </Typography>
        <Button variant="contained" component={Link} to="/admin/schedules/new">
          New schedule
        </Button>
      </Stack>
      {schedules.isPending && <LoadingState label="Loading the schedules" placeholders={4} placeholderHeight={64} />}
      {schedules.isError && (
        <ErrorState message="Failed to load the schedules." onRetry={() => void schedules.refetch()} retrying={schedules.isFetching} align="start" />
      )}
      {schedules.data?.length === 0 && <EmptyState title="No recurring schedules yet." align="start" />}
      {schedules.data && schedules.data.length > 0 && (
        <TableContainer>
          <Table aria-label="Recurring schedules">
            <HeadRow labels={['Tournament', 'Repeats', 'First start', 'Next start', 'State', 'Actions']} />
            <TableBody>
              {schedules.data.map((schedule) => (
                <TableRow key={schedule.id}>
                  <TableCell sx={{ fontWeight: 600 }}>{schedule.template.name}</TableCell>
                  <TableCell>{REPEATS[schedule.recurrence]}</TableCell>
                  <TableCell>
                    <Instant iso={schedule.firstStartsAt} />
                  </TableCell>
                  <TableCell>
                    <Instant iso={schedule.nextStartsAt} />
                  </TableCell>
                  <TableCell>
                    <ScheduleStateChip state={schedule.state} />
                  </TableCell>
                  <TableCell>
                    <ScheduleActions schedule={schedule} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
