import type { Meta, StoryObj } from '@storybook/react';
import Button from '@mui/material/Button';
import { expect, within } from 'storybook/test';
import { Link, MemoryRouter } from 'shared-ui/router';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { NotFoundState } from './NotFoundState';

/** A page whose subject does not exist: its level-1 heading and, where there is one, the way back. */
const meta = {
  title: 'Feedback/NotFoundState',
  component: NotFoundState,
  tags: ['autodocs'],
  // The way back is a router link: the story gives it a router of its own.
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { title: 'Tournament not found', framed: true, align: 'center' },
  argTypes: {
    title: { control: 'text' },
    align: { control: 'inline-radio', options: ['center', 'start'] },
    action: { control: false },
    sx: { control: false },
  },
} satisfies Meta<typeof NotFoundState>;
export default meta;
type Story = StoryObj<typeof meta>;

// A username at the 60-character limit.
const LONG_USERNAME = 'river_queen_'.repeat(5);

const backToTournaments = (
  <Button component={Link} to="/tournaments" variant="contained">
    Back to Tournaments
  </Button>
);

export const WithWayBack: Story = {
  args: { action: backToTournaments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tournament not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute('href', '/tournaments');
  },
};

export const HeadingOnly: Story = {
  args: { framed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tournament not found' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { title: `No table of ${LONG_USERNAME} found`, action: backToTournaments },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(`No table of ${LONG_USERNAME} found`);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { action: backToTournaments },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Tournaments' })).toBeVisible();
  },
};
