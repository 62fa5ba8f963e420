import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { withSx } from './feedback-layout';

export interface LoadingStateProps {
  /** What is loading, in the screen's words; read out, and shown when there are no placeholders. */
  label?: string;
  /** Placeholder rows (or cards) in the place of the content, instead of the text. */
  placeholders?: number;
  /** A row's or card's final height, so nothing jumps when the content arrives. */
  placeholderHeight?: number;
  /** Cards in a grid, each at least this wide; without it the placeholders are the rows of a list. */
  placeholderMinWidth?: number;
  sx?: SxProps<Theme>;
}

/**
 * Content on its way: "Loading..." or placeholders of the content's shape. Plain boxes rather than MUI's Skeleton,
 * which would add its own styling code to each screen's first paint. A spinner is `CenteredSpinner` (main entry).
 */
export function LoadingState({ label = 'Loading...', placeholders = 0, placeholderHeight = 48, placeholderMinWidth, sx }: LoadingStateProps) {
  if (placeholders === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={withSx({ py: 2 }, sx)}>
        {label}
      </Typography>
    );
  }
  const grid = placeholderMinWidth
    ? { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${placeholderMinWidth}px), 1fr))`, gap: 2 }
    : { gap: 1 };
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={withSx({ display: 'grid', ...grid }, sx)}>
      {Array.from({ length: placeholders }, (_, index) => (
        <Box key={index} aria-hidden data-testid="loading-placeholder" sx={{ height: placeholderHeight, borderRadius: 1, bgcolor: 'action.hover' }} />
      ))}
    </Box>
  );
}
