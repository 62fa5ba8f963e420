import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { dismissToast, useToasts, type Toast } from './toast.store';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return (
    <Alert
      role={toast.severity === 'error' ? 'alert' : 'status'}
      severity={toast.severity}
      variant="filled"
      onClose={() => dismissToast(toast.id)}
      // Each severity's main shade with its contrast text: at least 4.5:1 in both themes (the tokens page checks
      // the pairs); the dark shades with white were 2.9:1 (warning) and 4.1:1 (success) on the dark theme.
      sx={{
        minWidth: 280,
        maxWidth: 420,
        boxShadow: 6,
        bgcolor: `${toast.severity}.main`,
        color: `${toast.severity}.contrastText`,
        '& .MuiAlert-icon, & .MuiAlert-action': { color: 'inherit' },
      }}
    >
      {toast.message}
    </Alert>
  );
}

/** Rendered once, by the shell. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      data-testid="toaster"
      sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </Stack>
  );
}
