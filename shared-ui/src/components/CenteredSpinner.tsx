import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function CenteredSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}
