import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * A labelled figure. Until the value is known a skeleton holds its line, so the figure's arrival moves nothing.
 * A description list pair (dt/dd): screen readers announce the label with its value.
 */
export function StatTile({ label, value, detail, sx }: { label: string; value: ReactNode | undefined; detail?: ReactNode; sx?: BoxProps['sx'] }) {
  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography component="dt" variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.6 }} noWrap>
        {value ?? <Skeleton width="4ch" />}
      </Typography>
      {detail !== undefined && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block', minHeight: '1.66em' }} noWrap>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
