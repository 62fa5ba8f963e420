import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CenteredSpinner } from './CenteredSpinner';

/** What a screen shows while its data or code loads: a spinner with a spoken label. */
const meta = {
  title: 'Feedback/CenteredSpinner',
  component: CenteredSpinner,
  tags: ['autodocs'],
} satisfies Meta<typeof CenteredSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading tournaments...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading tournaments...' })).toBeInTheDocument();
  },
};
