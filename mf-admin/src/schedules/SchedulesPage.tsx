import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TournamentSchedule } from 'shared-events/contracts';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Link } from 'shared-ui/router';
import { useSchedules, useStopSchedule } from '../api/admin-schedules.api';
import { HeadRow } from '../layout/HeadRow';

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

/** /admin/schedules: the recurring tournaments, each stopped (deleted) behind a confirmation. */
export default function SchedulesPage() {
  const schedules = useSchedules();
  const [stopping, setStopping] = useState<TournamentSchedule | null>(null);
  const stop = useStopSchedule();

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
                    <Chip
                      size="small"
                      label={schedule.active ? 'Active' : 'Stopped'}
                      color={schedule.active ? 'success' : 'default'}
                      variant={schedule.active ? 'filled' : 'outlined'}
                    />
                  </TableCell>
                  <TableCell>
                    {schedule.active && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setStopping(schedule)}
                        aria-label={`Delete the schedule of ${schedule.template.name}`}
                      >
                        Delete…
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {stopping && (
        <ConfirmDialog
          title={`Delete the schedule of ${stopping.template.name}?`}
          description="No new tournament comes from it. Those it already created stay in the lobby with their registrations: cancel them one by one in Tournaments to refund their players."
          cancelLabel="Keep it"
          confirmLabel="Delete schedule"
          destructive
          busy={stop.isPending}
          onCancel={() => setStopping(null)}
          onConfirm={() =>
            stop.mutate(stopping.id, {
              onSuccess: () => {
                toast.success(`The schedule of ${stopping.template.name} was deleted.`);
                setStopping(null);
              },
              onError: (error) => toast.error(errorMessage(error, 'The schedule was not deleted.')),
            })
          }
        />
      )}
    </Paper>
  );
}
