import Stack from '@mui/material/Stack';
import { TournamentStatusChip } from './TournamentStatusChip';

export default {
  title: 'Status/TournamentStatusChip',
  component: TournamentStatusChip,
  args: { status: 'registering' },
};

export const Registering = {};

/** Every status the lobby shows: "completed" and "finished" both read Finished (SPEC §2). */
export const AllStatuses = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {(['registering', 'late reg', 'running', 'completed', 'cancelled'] as const).map((status) => (
        <TournamentStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
};
