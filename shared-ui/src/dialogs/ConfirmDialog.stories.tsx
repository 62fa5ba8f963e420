import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { ConfirmDialog } from './ConfirmDialog';
import { page, LONG_NAME } from './story-support';

/** A decision: Cancel or Confirm; busy while its call runs, error-coloured when it cannot be undone, or a form. */
const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Confirm Registration',
    description: 'Register for Sunday Million?',
    confirmLabel: 'Okay',
    onCancel: fn(),
    onConfirm: fn(),
  },
  argTypes: {
    maxWidth: { control: 'inline-radio', options: ['xs', 'sm', 'md'] },
    title: { control: 'text' },
    description: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    onSubmit: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Confirm Registration' });
    await expect(dialog).toHaveAccessibleDescription('Register for Sunday Million?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Okay' })).toBeEnabled();
  },
};

export const CancelCallsOnCancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmCallsOnConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Okay' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(page(canvasElement).getByRole('dialog')).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Confirm Registration' });
    const confirm = within(dialog).getByRole('button', { name: 'Okay' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not close a dialog whose call is running.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

export const ConfirmDisabledWithWarning: Story = {
  args: {
    confirmDisabled: true,
    children: <Alert severity="warning">You need at least 100.00 USDT to register. Your balance is 20.00 USDT.</Alert>,
  },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Confirm Registration' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('You need at least 100.00 USDT to register.');
    await expect(within(dialog).getByRole('button', { name: 'Okay' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Destructive: Story = {
  args: {
    title: 'Leave Sunday Million?',
    description:
      'You give up your seat and your entry to the tournament. Your entry fee is not refunded, and you cannot register for this tournament again.',
    cancelLabel: 'Stay',
    confirmLabel: 'Leave Tournament',
    destructive: true,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Leave Sunday Million?' });
    const leave = within(dialog).getByRole('button', { name: 'Leave Tournament' });
    await expect(leave).toHaveClass('MuiButton-colorError');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: `Leave ${LONG_NAME}'s Sunday Million Deepstack Freezeout Championship Main Event?`,
    description: `${'You give up your seat and your entry to the tournament. Your entry fee is not refunded. '.repeat(12)}Last line.`,
    confirmLabel: 'Leave Tournament',
    destructive: true,
  },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: new RegExp(LONG_NAME) });
    await expect(within(dialog).getByText(/Last line\.$/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Leave Tournament' })).toBeEnabled();
  },
};

export const FormMode: Story = {
  args: {
    title: 'Deposit USDT',
    description: 'Balance: 250.00 USDT',
    confirmLabel: 'Deposit',
    onConfirm: undefined,
    onSubmit: fn(),
    children: <TextField fullWidth label="Amount (USDT)" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Deposit USDT' });
    await userEvent.type(within(dialog).getByLabelText('Amount (USDT)'), '25{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const FocusStaysInside: Story = {
  args: { children: <TextField fullWidth label="Note" /> },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Confirm Registration' });
    await waitFor(() => expect(dialog).toContainElement(doc.activeElement as HTMLElement));
    // The field, Cancel, Okay, then around again: Tab never leaves the dialog.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Withdraw USDT',
    description: 'Balance: 1,234,567,890.00 USDT',
    confirmLabel: 'Withdraw',
    children: <TextField fullWidth label="Amount (USDT)" />,
  },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Withdraw USDT' });
    // The dialog fades in: visible once its transition has run.
    await waitFor(() => expect(within(dialog).getByLabelText('Amount (USDT)')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeVisible());
  },
};
