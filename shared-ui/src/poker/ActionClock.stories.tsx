import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { ActionClock, type ActionClockProps } from './ActionClock';

/** The acting player's clock: seconds left in words and as a bar, then the time bank. */
const meta = {
  title: 'Poker/ActionClock',
  component: ActionClock,
  tags: ['autodocs'],
  args: { secondsLeft: 12, totalSeconds: 20, timeBank: 30, onTimeBank: false },
  argTypes: {
    secondsLeft: { control: { type: 'range', min: 0, max: 60 } },
    totalSeconds: { control: { type: 'number', min: 1 } },
    timeBank: { control: { type: 'number', min: 0 } },
  },
  decorators: [
    (Story) => (
      <Box sx={{ width: 156 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ActionClock>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('progressbar', { name });

export const Acting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acting: 12 s')).toBeInTheDocument();
    await expect(canvas.getByText('Time bank: 30 s')).toBeInTheDocument();
    await expect(bar(canvasElement, 'Time to act')).toHaveAttribute('aria-valuenow', '60');
    await expect(bar(canvasElement, 'Time to act')).toHaveAttribute('aria-valuetext', '12 seconds left');
  },
};

/** The clock ran out: the time bank counts down in the second colour, and says so. */
export const OnTimeBank: Story = {
  args: { secondsLeft: 8, totalSeconds: 30, onTimeBank: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Time bank: 8 s')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/Acting/)).toBeNull();
    await expect(bar(canvasElement, 'Time bank')).toHaveAttribute('aria-valuetext', '8 seconds left');
  },
};

/** One second left, no time bank: singular words, a nearly empty bar. */
export const LastSecond: Story = {
  args: { secondsLeft: 0.4, timeBank: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acting: 1 s')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/Time bank/)).toBeNull();
    await expect(bar(canvasElement, 'Time to act')).toHaveAttribute('aria-valuetext', '1 second left');
  },
};

/** Time is up: nothing below zero. */
export const TimeUp: Story = {
  args: { secondsLeft: -3, timeBank: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acting: 0 s')).toBeInTheDocument();
    await expect(bar(canvasElement, 'Time to act')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** As the table drives it: the seconds go down as the deadline nears. */
function TickingClock(props: ActionClockProps) {
  const [secondsLeft, setSecondsLeft] = useState(props.secondsLeft);
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return <ActionClock {...props} secondsLeft={secondsLeft} />;
}

export const Ticking: Story = {
  args: { secondsLeft: 20 },
  render: (args) => <TickingClock {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acting: 20 s')).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByText('Acting: 19 s')).toBeInTheDocument(), { timeout: 2000 });
  },
};

/** The table's 15 s clock with 9 s left: the bar is 60% of its length, the time bank waits beside it. */
export const TableClock: Story = {
  args: { secondsLeft: 9, totalSeconds: 15, timeBank: 30 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement, 'Time to act')).toHaveAttribute('aria-valuenow', '60');
    await expect(within(canvasElement).getByText('Time bank: 30 s')).toBeInTheDocument();
  },
};
