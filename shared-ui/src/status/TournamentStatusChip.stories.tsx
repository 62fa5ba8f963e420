import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { expectChip } from './chip-expectations';
import { TournamentStatusChip, type TournamentBadgeStatus } from './TournamentStatusChip';

const ALL: readonly TournamentBadgeStatus[] = ['registering', 'late reg', 'running', 'completed', 'finished', 'cancelled'];

/** The one badge every screen shows a tournament's status with (SPEC §2, §4). */
const meta = {
  title: 'Status/TournamentStatusChip',
  component: TournamentStatusChip,
  tags: ['autodocs'],
  args: { status: 'registering' },
  argTypes: {
    status: { control: 'select', options: ALL },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof TournamentStatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registering: Story = {
  play: ({ canvasElement }) => expectChip(canvasElement, 'Registering', 'MuiChip-colorSuccess', 'MuiChip-filled'),
};

export const LateReg: Story = {
  args: { status: 'late reg' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Late Reg', 'MuiChip-colorWarning', 'MuiChip-filled'),
};

export const Running: Story = {
  args: { status: 'running' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Running', 'MuiChip-colorSecondary', 'MuiChip-filled'),
};

/** A stored "completed" reads Finished (SPEC §2's filter label). */
export const Completed: Story = {
  args: { status: 'completed' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Finished', 'MuiChip-colorDefault', 'MuiChip-outlined'),
};

/** The clock's dynamicStatus "finished" reads the same. */
export const Finished: Story = {
  args: { status: 'finished' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Finished', 'MuiChip-colorDefault', 'MuiChip-outlined'),
};

export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Cancelled', 'MuiChip-colorError', 'MuiChip-filled'),
};

/** A status the server may add later shows as it came, styled like a finished one, rather than breaking the row. */
export const UnknownLongStatus: Story = {
  args: { status: 'paused for a scheduled break between levels' as TournamentBadgeStatus },
  play: ({ canvasElement }) => expectChip(canvasElement, 'paused for a scheduled break between levels', 'MuiChip-colorDefault', 'MuiChip-outlined'),
};

export const Medium: Story = {
  args: { size: 'medium' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Registering', 'MuiChip-sizeMedium'),
};

/** Every status the lobby shows, side by side, wrapping on a 375 px phone. */
export const AllStatusesOnPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: (args) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ALL.map((status) => (
        <TournamentStatusChip key={status} {...args} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Registering', 'Late Reg', 'Running', 'Cancelled']) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getAllByText('Finished')).toHaveLength(2);
  },
};
