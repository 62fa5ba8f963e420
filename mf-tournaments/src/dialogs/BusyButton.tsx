import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button that keeps its label and width while its call runs: disabled, with a spinner and aria-busy. */
export function BusyButton({ busy, disabled, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={disabled || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
