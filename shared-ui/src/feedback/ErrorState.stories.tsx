import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { ErrorState } from './ErrorState';

/** A read that failed after its retries: what failed and Retry, announced as an alert; a panel or an inline alert. */
const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { message: 'Failed to load results.', onRetry: fn(), retrying: false, inline: false, align: 'start', framed: false },
  argTypes: {
    message: { control: 'text' },
    align: { control: 'inline-radio', options: ['center', 'start'] },
    sx: { control: false },
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

// A username at the 60-character limit.
const LONG_USERNAME = 'river_queen_'.repeat(5);

export const Panel: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load results.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Inline: Story = {
  args: { inline: true, message: 'Failed to load room data' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load room data');
    within(alert).getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FramedCentred: Story = {
  args: { message: 'Failed to load the tournament. Please try again.', framed: true, align: 'center' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the tournament. Please try again.');
  },
};

export const Retrying: Story = {
  args: { message: 'Failed to load your hand history.', retrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: /Retry/ });
    await expect(retry).toBeDisabled();
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    message: `Failed to load transactions for ${LONG_USERNAME} because the server did not answer in time.`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(`Failed to load transactions for ${LONG_USERNAME}`);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { inline: true, message: 'Failed to load rooms' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
