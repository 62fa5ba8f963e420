import Stack from '@mui/material/Stack';
import { RoomStateChip } from './RoomStateChip';

export default {
  title: 'Status/RoomStateChip',
  component: RoomStateChip,
  args: { state: 'waiting', long: false },
};

export const Waiting = {};

/** The room page's labels and SPEC §4 styles: waiting default, playing secondary, completed outline, cancelled destructive. */
export const RoomPageLabels = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {(['waiting', 'playing', 'completed', 'cancelled'] as const).map((state) => (
        <RoomStateChip key={state} state={state} long />
      ))}
    </Stack>
  ),
};
