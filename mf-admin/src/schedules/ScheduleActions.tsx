import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ScheduleState, TournamentSchedule } from 'shared-events/contracts';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useDeleteSchedule, usePauseSchedule, useResumeSchedule } from '../api/admin-schedules.api';

const STATES: Record<ScheduleState, { label: string; color: 'success' | 'warning' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  paused: { label: 'Paused', color: 'warning' },
  deleted: { label: 'Deleted', color: 'default' },
};

/** Whether the schedule creates its tournaments (Active), waits to be resumed (Paused) or never will again (Deleted). */
export function ScheduleStateChip({ state }: { state: ScheduleState }) {
  const { label, color } = STATES[state];
  return <Chip size="small" label={label} color={color} variant={state === 'deleted' ? 'outlined' : 'filled'} />;
}

const coming = (count: number) => `${count} coming tournament${count === 1 ? '' : 's'} created`;

/** A schedule's actions: pause or resume at once (both undo each other), delete behind a confirmation. */
export function ScheduleActions({ schedule }: { schedule: TournamentSchedule }) {
  const [deleting, setDeleting] = useState(false);
  const pause = usePauseSchedule();
  const resume = useResumeSchedule();
  const remove = useDeleteSchedule();
  const name = schedule.template.name;
  if (schedule.state === 'deleted') return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {schedule.state === 'active' ? (
        <Button
          size="small"
          loading={pause.isPending}
          aria-label={`Pause the schedule of ${name}`}
          onClick={() =>
            pause.mutate(schedule.id, {
              onSuccess: () => toast.success(`The schedule of ${name} is paused: it creates no tournament until resumed.`),
              onError: (error) => toast.error(errorMessage(error, 'The schedule was not paused.')),
            })
          }
        >
          Pause
        </Button>
      ) : (
        <Button
          size="small"
          loading={resume.isPending}
          aria-label={`Resume the schedule of ${name}`}
          onClick={() =>
            resume.mutate(schedule.id, {
              onSuccess: ({ created }) => toast.success(`The schedule of ${name} is resumed: ${coming(created.length)}.`),
              onError: (error) => toast.error(errorMessage(error, 'The schedule was not resumed.')),
            })
          }
        >
          Resume
        </Button>
      )}
      <Button size="small" color="error" onClick={() => setDeleting(true)} aria-label={`Delete the schedule of ${name}`}>
        Delete…
      </Button>
      {deleting && (
        <ConfirmDialog
          title={`Delete the schedule of ${name}?`}
          description="No new tournament ever comes from it, and it cannot be resumed. The tournaments it already created stay in the lobby with their registrations: cancel them one by one in Tournaments to refund their players."
          cancelLabel="Keep it"
          confirmLabel="Delete schedule"
          destructive
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(schedule.id, {
              onSuccess: () => {
                toast.success(`The schedule of ${name} was deleted.`);
                setDeleting(false);
              },
              onError: (error) => toast.error(errorMessage(error, 'The schedule was not deleted.')),
            })
          }
        />
      )}
    </Stack>
  );
}
