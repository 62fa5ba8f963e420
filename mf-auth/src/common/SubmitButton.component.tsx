import Button from '@mui/material/Button';

/** The form's main button: disabled, with its busy label, while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ py: 1.4 }}>
      {busy ? busyLabel : label}
    </Button>
  );
}
