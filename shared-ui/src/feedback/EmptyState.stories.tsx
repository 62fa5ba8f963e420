import type { Meta, StoryObj } from '@storybook/react';
import Button from '@mui/material/Button';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { EmptyState } from './EmptyState';

const createFirstRoom = fn();

/** A list, table or menu with nothing in it, in the screen's own words; an optional icon, description and action. */
const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No notifications', align: 'center', framed: false },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    align: { control: 'inline-radio', options: ['center', 'start'] },
    framed: { control: 'boolean' },
    icon: { control: false },
    action: { control: false },
    sx: { control: false },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notifications')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithDescriptionAndIcon: Story = {
  args: { title: 'No Game Rooms Yet', description: 'No game rooms are available at the moment.', icon: <InboxOutlinedIcon /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Game Rooms Yet')).toBeVisible();
    await expect(canvas.getByText('No game rooms are available at the moment.')).toBeVisible();
    // The icon is decoration: nothing for a screen reader to read.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No rooms available yet.',
    action: (
      <Button variant="contained" onClick={createFirstRoom}>
        Create First Room
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rooms available yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create First Room' }));
    await expect(createFirstRoom).toHaveBeenCalled();
  },
};

export const FramedStart: Story = {
  args: { title: 'No tournaments are open for registration right now.', align: 'start', framed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tournaments are open for registration right now.')).toBeVisible();
  },
};

// A username at the 60-character limit.
const LONG_USERNAME = 'river_queen_'.repeat(5);

export const LongText: Story = {
  args: {
    title: `No rooms found matching "${LONG_USERNAME}".`,
    description:
      'No transactions yet. Your deposits, withdrawals and tournament fees will show here once you have made your first deposit or registered for a tournament.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`No rooms found matching "${LONG_USERNAME}".`)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { ...WithAction.args, description: 'Rooms open as players arrive; create the first one to get the tables going.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create First Room' })).toBeVisible();
  },
};
