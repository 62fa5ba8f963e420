import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { feedbackLayoutSx, type FeedbackLayoutProps } from './feedback-layout';

export interface ErrorStateProps extends FeedbackLayoutProps {
  /** What failed, in the screen's words, e.g. "Failed to load results." */
  message: ReactNode;
  onRetry: () => void;
  /** The retry is running: Retry shows its spinner and waits. */
  retrying?: boolean;
  /** A one-line alert for a sidebar or above a list, instead of the panel that takes the content's place (align and framed shape the panel only). */
  inline?: boolean;
}

/**
 * A read that failed (after its own retries): what failed and a Retry button, announced as an alert. The whole
 * state is the alert, so a reader finds its Retry inside it.
 */
export function ErrorState({ message, onRetry, retrying = false, inline = false, ...layout }: ErrorStateProps) {
  const retry = (
    <Button variant="outlined" color={inline ? 'inherit' : 'primary'} size={inline ? 'small' : 'medium'} loading={retrying} onClick={onRetry}>
      Retry
    </Button>
  );
  if (inline) {
    return (
      <Alert severity="error" action={retry} sx={layout.sx}>
        {message}
      </Alert>
    );
  }
  return (
    <Box role="alert" sx={feedbackLayoutSx(layout)}>
      <Typography>{message}</Typography>
      {retry}
    </Box>
  );
}
