import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ClockRing } from './ClockRing';

/** The acting seat's clock as a ring round the seat, emptying clockwise; here round a seat-sized box. */
const meta = {
  title: 'Poker/ClockRing',
  component: ClockRing,
  tags: ['autodocs'],
  args: { secondsLeft: 12, totalSeconds: 20, onTimeBank: false },
  argTypes: { secondsLeft: { control: { type: 'range', min: 0, max: 60 } } },
  decorators: [
    (Story) => (
      <Box
        sx={{
          m: 2,
          position: 'relative',
          width: 168,
          height: 140,
          borderRadius: 2,
          border: 1,
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ClockRing>;
export default meta;
type Story = StoryObj<typeof meta>;

const ring = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('progressbar', { name });

/** 12 of 20 seconds left: 60% of the ring. */
export const Acting: Story = {
  play: async ({ canvasElement }) => {
    await expect(ring(canvasElement, 'Time to act')).toHaveAttribute('aria-valuenow', '60');
    await expect(ring(canvasElement, 'Time to act')).toHaveAttribute('aria-valuetext', '12 seconds left');
  },
};

/** The clock ran out: the time bank's ring, in the second colour. */
export const OnTimeBank: Story = {
  args: { secondsLeft: 8, totalSeconds: 30, onTimeBank: true },
  play: async ({ canvasElement }) => {
    await expect(ring(canvasElement, 'Time bank')).toHaveAttribute('aria-valuenow', '27');
    await expect(within(canvasElement).queryByRole('progressbar', { name: 'Time to act' })).toBeNull();
  },
};

/** Time is up: an empty ring, never below zero. */
export const TimeUp: Story = {
  args: { secondsLeft: -2 },
  play: async ({ canvasElement }) => {
    await expect(ring(canvasElement, 'Time to act')).toHaveAttribute('aria-valuenow', '0');
    await expect(ring(canvasElement, 'Time to act')).toHaveAttribute('aria-valuetext', '0 seconds left');
  },
};
