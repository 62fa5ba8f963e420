import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { UnavailablePanel } from './UnavailablePanel';

/** What a module's area shows when its code cannot be loaded: the rest of the page keeps working. */
const meta = {
  title: 'Feedback/UnavailablePanel',
  component: UnavailablePanel,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof UnavailablePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This section is temporarily unavailable')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('title', 'Unavailable. Retry');
    await expect(canvas.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CustomDescription: Story = {
  args: { description: 'The wallet could not be loaded. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The wallet could not be loaded. Try again.')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  args: {
    description:
      'The tournament lobby could not be loaded because the connection dropped while its code was downloading. Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
