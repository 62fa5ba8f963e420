import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A phone scrolls a wide table on its own, never the page; names and labels stay on one line. */
export function ScrollingTable({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', '& th, & td': { whiteSpace: 'nowrap' } }}>{children}</Box>;
}
