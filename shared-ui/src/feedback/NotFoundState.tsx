import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { feedbackLayoutSx, type FeedbackLayoutProps } from './feedback-layout';

export interface NotFoundStateProps extends FeedbackLayoutProps {
  /** The page's heading, e.g. "Tournament not found". */
  title: string;
  /** A way back, e.g. a "Back to Tournaments" link. */
  action?: ReactNode;
}

/** A page whose subject does not exist: the state is the page, so its title is the page's level-1 heading. */
export function NotFoundState({ title, action, framed = true, ...layout }: NotFoundStateProps) {
  return (
    <Box sx={feedbackLayoutSx({ framed, ...layout })}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {action}
    </Box>
  );
}
