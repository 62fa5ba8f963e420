import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Two columns from laptops on (the lobby tabs beside the details), one on phones and tablets. */
export function DetailColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{main}</Box>
      <Box sx={{ minWidth: 0 }}>{side}</Box>
    </Box>
  );
}
