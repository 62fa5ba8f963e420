import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { Countdown, type CountdownProps } from './Countdown';
import { secondsLeft } from './format-duration';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A countdown to a moment, ticking with the page's one seconds clock. Stories fix `now`; `Ticking` runs the clock. */
const meta = {
  title: 'Display/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { to: NOW + 2 * HOUR + 14 * MINUTE + 9 * SECOND, now: NOW },
  argTypes: {
    to: { control: 'date' },
    now: { control: 'date' },
    size: { control: 'inline-radio', options: ['small', 'large'] },
    label: { control: 'text' },
    format: { control: false },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Future: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('02h 14m 09s')).toBeInTheDocument();
  },
};

/** A second under way still counts: 400 ms before the moment reads one second, never zero early. */
export const LastSecond: Story = {
  args: { to: NOW + 400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('00h 00m 01s')).toBeInTheDocument();
  },
};

/** Past the moment the default format rests at zero. */
export const Passed: Story = {
  args: { to: NOW - 5 * MINUTE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('00h 00m 00s')).toBeInTheDocument();
  },
};

/** A screen's own format: what happened once the moment has passed, with a detail line. */
export const Started: Story = {
  args: {
    to: NOW - 5 * MINUTE,
    format: (msLeft) => (msLeft > 0 ? 'Soon' : { text: 'Started', detail: 'Late reg ends in 00h 10m 00s' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Started')).toBeInTheDocument();
    await expect(canvas.getByText('Late reg ends in 00h 10m 00s')).toBeInTheDocument();
  },
};

/** Whatever the clock, a cancelled event says so with its planned date. */
export const Cancelled: Story = {
  args: { format: () => ({ text: 'Cancelled', detail: 'Jan 1, 2030, 2:14 PM' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled').nextElementSibling).toHaveTextContent('Jan 1, 2030, 2:14 PM');
  },
};

/** The live table's blind levels: a labelled block. */
export const NextLevel: Story = {
  args: {
    to: NOW + 4 * MINUTE + 30 * SECOND,
    size: 'large',
    label: 'Next level in',
    format: (msLeft) => {
      const seconds = secondsLeft(msLeft);
      return { text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, detail: 'Blinds 100 / 200' };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Next level in')).toBeInTheDocument();
    await expect(canvas.getByText('4:30')).toBeInTheDocument();
    await expect(canvas.getByText('Blinds 100 / 200')).toBeInTheDocument();
  },
};

/** A player's action clock on a phone: seconds only, then "Time's up". */
export const ActionClockOnPhone: Story = {
  args: { to: NOW + 12 * SECOND, format: (msLeft) => (msLeft > 0 ? `${secondsLeft(msLeft)}s` : "Time's up") },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12s')).toBeInTheDocument();
  },
};

/** The moment is fixed once; the real clock then counts it down. */
function LiveCountdown(props: Omit<CountdownProps, 'to' | 'now'>) {
  const [to] = useState(() => Date.now() + 90 * SECOND);
  return <Countdown {...props} to={to} />;
}

/** On the real clock: the digits change each second. */
export const Ticking: Story = {
  render: ({ label, size, format }) => <LiveCountdown label={label} size={size} format={format} />,
  play: async ({ canvasElement }) => {
    const text = () => within(canvasElement).getByText(/^00h 01m \d\ds$/).textContent;
    const first = text();
    await waitFor(() => expect(text()).not.toBe(first), { timeout: 2500 });
  },
};
