import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Toaster } from './Toaster';
import { toast, type ToastSeverity } from './toast.store';

export default {
  title: 'Feedback/Toaster',
  component: Toaster,
};

const SAMPLES: readonly { severity: ToastSeverity; label: string; message: string }[] = [
  { severity: 'success', label: 'Success', message: 'Rooms refreshed' },
  { severity: 'error', label: 'Error', message: 'Error loading tournaments. Please try again.' },
  { severity: 'info', label: 'Info', message: 'Tournament starts in 10 minutes' },
  { severity: 'warning', label: 'Warning', message: 'Your balance is too low for this entry fee' },
];

export const FireToasts = {
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
};
