import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogFrame } from './DialogFrame';
import { page } from './story-support';

/** The layout behind ConfirmDialog and InfoDialog (not exported: screens use those two). */
const meta = {
  title: 'Dialogs/DialogFrame',
  component: DialogFrame,
  tags: ['autodocs'],
  args: {
    title: 'Join Room #12-007',
    description: 'This room is password protected. Enter its password to join.',
    onClose: fn(),
    actions: <Button variant="contained">Join</Button>,
  },
  argTypes: { actions: { control: false }, title: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof DialogFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Join Room #12-007' });
    await expect(dialog).toHaveAccessibleDescription('This room is password protected. Enter its password to join.');
    await expect(within(dialog).getByRole('button', { name: 'Join' })).toBeInTheDocument();
  },
};

export const BusyKeepsItOpen: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(page(canvasElement).getByRole('dialog', { name: 'Join Room #12-007' })).toBeInTheDocument();
  },
};
