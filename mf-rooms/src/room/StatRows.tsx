import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A panel's label and value pairs, as a description list. */
export function StatRows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, typography: 'body2' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
