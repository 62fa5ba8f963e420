import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A screen's loading state: one progress indicator, named for what loads. */
export function CenteredSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
