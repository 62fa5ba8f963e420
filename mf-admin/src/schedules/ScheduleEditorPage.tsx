import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'shared-ui/router';
import { toast } from 'shared-ui';
import { useCreateSchedule } from '../api/admin-schedules.api';
import { TournamentForm } from '../tournaments/TournamentForm';
import { newTournamentValues, scheduleRequest } from '../tournaments/tournament-form.values';

const REPEATS = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

/** /admin/schedules/new: a tournament that repeats daily, weekly or monthly (in UTC), its next starts shown before saving. */
export default function ScheduleEditorPage() {
  const navigate = useNavigate();
  const create = useCreateSchedule();
  const initialValues = useMemo(() => newTournamentValues(new Date()), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        New recurring schedule
      </Typography>
      <TournamentForm
        schedule
        initialValues={initialValues}
        submitLabel="Create schedule"
        failure="The schedule was not created."
        save={async (values) => {
          const { schedule, created } = await create.mutateAsync(scheduleRequest(values));
          toast.success(
            `${schedule.template.name} now runs ${REPEATS[schedule.recurrence]}: ${created.length} coming ${created.length === 1 ? 'tournament' : 'tournaments'} created.`,
          );
          navigate('/admin/schedules');
        }}
        onCancel={() => navigate('/admin/schedules')}
      />
    </Paper>
  );
}
