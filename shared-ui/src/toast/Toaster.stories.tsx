import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from './Toaster';
import { SIGN_IN_TOAST_TOPIC, toast, toastStore, type ToastSeverity } from './toast.store';

/**
 * The page-wide toasts: one Toaster in the shell, `toast.success(…)` from any module. A toast given a `topic` replaces
 * the ones on screen about the same thing (a success closes the stale error before it).
 */
const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  // Each story starts with no toast on screen.
  beforeEach: () => toastStore.setState({ toasts: [] }),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const SAMPLES: readonly { severity: ToastSeverity; label: string; message: string }[] = [
  { severity: 'success', label: 'Success', message: 'Rooms refreshed' },
  { severity: 'error', label: 'Error', message: 'Error loading tournaments. Please try again.' },
  { severity: 'info', label: 'Info', message: 'Tournament starts in 10 minutes' },
  { severity: 'warning', label: 'Warning', message: 'Your balance is too low for this entry fee' },
];

export const FireToasts: Story = {
  render: () => (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {SAMPLES.map((sample) => (
          <Button key={sample.severity} variant="contained" color={sample.severity} onClick={() => toast[sample.severity](sample.message)}>
            {sample.label}
          </Button>
        ))}
      </Stack>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toasts = within(canvas.getByTestId('toaster'));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(toasts.getByRole('status')).toHaveTextContent('Rooms refreshed');
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(toasts.getByRole('alert')).toHaveTextContent('Error loading tournaments. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await expect(toasts.getAllByRole('status')).toHaveLength(2);
  },
};

export const LongMessage: Story = {
  render: () => <Toaster />,
  play: async ({ canvasElement }) => {
    toast.error(
      'Registration failed: the tournament "Sunday Million Deepstack Turbo Knockout Edition" started while your request was on its way. Your balance was not charged.',
    );
    const toasts = within(within(canvasElement).getByTestId('toaster'));
    await waitFor(() => expect(toasts.getByRole('alert')).toHaveTextContent(/Your balance was not charged\./));
  },
};

/** The error of a refused login is stale once the e-mail is verified: the success on the same topic replaces it. */
export const SuccessReplacesStaleError: Story = {
  render: () => (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="error"
          onClick={() => toast.error('Please verify your email before logging in.', { topic: SIGN_IN_TOAST_TOPIC })}
        >
          Log in unverified
        </Button>
        <Button
          variant="contained"
          color="success"
          onClick={() => toast.success('Email verified successfully! You can now log in.', { topic: SIGN_IN_TOAST_TOPIC })}
        >
          Verify
        </Button>
      </Stack>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toasts = within(canvas.getByTestId('toaster'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in unverified' }));
    await expect(toasts.getByRole('alert')).toHaveTextContent('Please verify your email before logging in.');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(toasts.getByRole('status')).toHaveTextContent('Email verified successfully! You can now log in.');
    await expect(toasts.queryByRole('alert')).not.toBeInTheDocument();
  },
};
