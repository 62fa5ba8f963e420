import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { pagerState } from './pager';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many items there are in all. */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Notification pages"; each one on a page needs its own. */
  label: string;
  /** "Page 2 of 5" rather than "Page 2". */
  showPageCount?: boolean;
  /** Both buttons wait, e.g. while the next page is on its way. */
  disabled?: boolean;
  /** Placement only. */
  sx?: SxProps<Theme>;
}

// A ring the keyboard user can see on both themes: the ripple alone is faint.
const button = { '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/** Prev, "Page N", Next; nothing at all while everything fits on one page (SPEC §9). */
export function Pagination({ page, total, pageSize, onChange, label, showPageCount = false, disabled = false, sx }: PaginationProps) {
  const pager = pagerState(page, total, pageSize);
  if (!pager.visible) return null;
  return (
    <Box component="nav" aria-label={label} sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button size="small" sx={button} disabled={disabled || !pager.canPrev} onClick={() => onChange(page - 1)}>
        Prev
      </Button>
      <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {showPageCount ? `Page ${page} of ${pager.pageCount}` : `Page ${page}`}
      </Typography>
      <Button size="small" sx={button} disabled={disabled || !pager.canNext} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
