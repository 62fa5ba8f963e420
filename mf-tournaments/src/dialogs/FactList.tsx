import Box from '@mui/material/Box';
import type { Fact } from './tournament-facts';

/** Label and value pairs as a description list, two columns wide enough for 375 px. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 500 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
