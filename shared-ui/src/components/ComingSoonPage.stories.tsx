import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { ComingSoonPage } from './ComingSoonPage';

/** A screen the product has announced but not opened yet. */
const meta = {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  tags: ['autodocs'],
  args: {
    title: 'Hand History',
    description: 'Your recent hands with stakes, results and a review button will be listed here.',
  },
} satisfies Meta<typeof ComingSoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hand History' })).toBeInTheDocument();
    await expect(canvas.getByText(/Your recent hands/)).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Multi-Table Tournament Scheduler With Satellites',
    description: 'Plan a whole evening of satellites that feed the Sunday main event, with reminders before each one starts.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /Multi-Table Tournament Scheduler/ })).toBeInTheDocument();
  },
};
