import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';

export interface UnavailablePanelProps {
  onRetry: () => void;
  /** Header slots get a small retry button instead of the panel. */
  compact?: boolean;
  description?: string;
}

/** What a module's area shows when the module cannot be loaded or crashed: the rest of the page keeps working. */
export function UnavailablePanel({
  onRetry,
  compact = false,
  description = 'It could not be loaded. Check your connection and try again.',
}: UnavailablePanelProps) {
  if (compact) {
    return (
      <IconButton color="warning" aria-label="Retry" title="Unavailable. Retry" data-testid="remote-unavailable" onClick={onRetry}>
        <SyncProblemIcon />
      </IconButton>
    );
  }
  return (
    <Alert
      severity="warning"
      data-testid="remote-unavailable"
      sx={{ my: 4, mx: 'auto', maxWidth: 560 }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>This section is temporarily unavailable</AlertTitle>
      {description}
    </Alert>
  );
}
