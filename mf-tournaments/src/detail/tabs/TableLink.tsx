import Link from '@mui/material/Link';
import { Link as RouterLink } from 'shared-ui/router';

/** A table's room label linking to its page, where anyone may watch it (SPEC §2 /game/{roomId}). */
export function TableLink({ tableId, label }: { tableId: number; label: string }) {
  return (
    <Link
      component={RouterLink}
      to={`/game/${tableId}`}
      aria-label={`Watch table ${label}`}
      // WCAG 2.2 target size: at least 24 by 24 px.
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24, fontVariantNumeric: 'tabular-nums' }}
    >
      {label}
    </Link>
  );
}
