import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { expectChip } from './chip-expectations';
import { RoomStateChip, type RoomBadgeState } from './RoomStateChip';

const ALL: readonly RoomBadgeState[] = ['waiting', 'playing', 'completed', 'cancelled'];

/** A room's state badge: SPEC §2's long labels on the room page, short ones on the room cards; SPEC §4 styles. */
const meta = {
  title: 'Status/RoomStateChip',
  component: RoomStateChip,
  tags: ['autodocs'],
  args: { state: 'waiting', long: false },
  argTypes: {
    state: { control: 'select', options: ALL },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof RoomStateChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: ({ canvasElement }) => expectChip(canvasElement, 'Waiting', 'MuiChip-colorDefault', 'MuiChip-filled'),
};

export const Playing: Story = {
  args: { state: 'playing' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Playing', 'MuiChip-colorSecondary', 'MuiChip-filled'),
};

export const Completed: Story = {
  args: { state: 'completed' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Completed', 'MuiChip-colorDefault', 'MuiChip-outlined'),
};

export const Cancelled: Story = {
  args: { state: 'cancelled' },
  play: ({ canvasElement }) => expectChip(canvasElement, 'Cancelled', 'MuiChip-colorError', 'MuiChip-filled'),
};

/** The short labels of the room cards, every state. */
export const CardLabels: Story = {
  render: (args) => (
    <Stack direction="row" spacing={1}>
      {ALL.map((state) => (
        <RoomStateChip key={state} {...args} state={state} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const label of ['Waiting', 'Playing', 'Completed', 'Cancelled']) await expect(within(canvasElement).getByText(label)).toBeInTheDocument();
  },
};

/** The room page's long labels, every state. */
export const RoomPageLabels: Story = {
  args: { long: true },
  render: CardLabels.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectChip(canvasElement, 'Waiting for Players', 'MuiChip-colorDefault', 'MuiChip-filled');
    await expectChip(canvasElement, 'Game in Progress', 'MuiChip-colorSecondary', 'MuiChip-filled');
    await expectChip(canvasElement, 'Game Completed', 'MuiChip-colorDefault', 'MuiChip-outlined');
    await expect(canvas.getByText('Cancelled')).toBeInTheDocument();
  },
};

/** The longest label in the room page's narrow sidebar on a 375 px phone: the chip keeps its one line. */
export const LongLabelOnPhone: Story = {
  args: { long: true, state: 'waiting', size: 'medium' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: (args) => (
    <Box sx={{ maxWidth: 343 }}>
      <RoomStateChip {...args} />
    </Box>
  ),
  play: ({ canvasElement }) => expectChip(canvasElement, 'Waiting for Players', 'MuiChip-sizeMedium'),
};
