import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A phone scrolls a wide table on its own, never the page. */
export function ScrollingTable({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto' }}>{children}</Box>;
}
