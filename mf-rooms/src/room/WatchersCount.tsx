import Box from '@mui/material/Box';
import { PreviewIcon } from '../room-cards/icons';

/**
 * How many watch the table, beside its name for everyone at it: an eye and "3 watching". Its place is held from the
 * first paint of a table in play, so the count's arrival moves nothing.
 */
export function WatchersCount({ watching }: { watching: number | undefined }) {
  const known = watching !== undefined;
  return (
    <Box
      component="span"
      role="note"
      aria-label={known ? `${watching} watching this table` : undefined}
      aria-hidden={known ? undefined : true}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 96,
        ml: 2,
        verticalAlign: 'bottom',
        color: 'text.secondary',
        fontVariantNumeric: 'tabular-nums',
        visibility: known ? 'visible' : 'hidden',
      }}
    >
      <PreviewIcon fontSize="small" aria-hidden />
      <span aria-hidden>{`${watching ?? 0} watching`}</span>
    </Box>
  );
}
