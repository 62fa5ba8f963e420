import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { feedbackLayoutSx, type FeedbackLayoutProps } from './feedback-layout';

export interface EmptyStateProps extends FeedbackLayoutProps {
  /** The screen's own words for "nothing here", e.g. "No rooms available yet." */
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** What the user can do about it, e.g. a "Create First Room" button. */
  action?: ReactNode;
}

/** A list, table or menu with nothing to show. A lone sentence reads as quiet text; with a description the title leads. */
export function EmptyState({ title, description, icon, action, ...layout }: EmptyStateProps) {
  return (
    <Box sx={feedbackLayoutSx(layout)}>
      {icon && (
        <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary', '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
      )}
      <Box>
        <Typography variant={description ? 'h6' : 'body1'} component="p" color={description ? 'text.primary' : 'text.secondary'}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
