import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SectionErrorBoundary } from './SectionErrorBoundary';

function CrashingWidget(): never {
  throw new Error('Widget failed to render');
}

/** Wraps each module's area: a crash inside shows a retry panel and the rest of the page keeps working. */
const meta = {
  title: 'Feedback/SectionErrorBoundary',
  component: SectionErrorBoundary,
  tags: ['autodocs'],
} satisfies Meta<typeof SectionErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  args: { children: <Typography>The wallet widget rendered normally.</Typography> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The wallet widget rendered normally.')).toBeInTheDocument();
    await expect(canvas.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
  },
};

export const CrashedChild: Story = {
  args: { children: <CrashingWidget /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('remote-unavailable')).toHaveTextContent('Something went wrong while showing it. Try again.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
