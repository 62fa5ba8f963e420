import type { SxProps, Theme } from '@mui/material/styles';

/** Where a state sits: centred on its own, or flush with the text of a table, dialog or menu around it. */
export type FeedbackAlign = 'center' | 'start';

export interface FeedbackLayoutProps {
  align?: FeedbackAlign;
  /** An outlined card of its own, for a state that stands alone on a page. */
  framed?: boolean;
  /** Placement only (margins, the padding of a menu); the look stays the design system's. */
  sx?: SxProps<Theme>;
}

/**
 * One layout for the empty, error and not-found states, so every screen says "nothing here" and "that failed"
 * the same way. The frame is drawn with `sx` rather than MUI's Paper: one component fewer in each remote.
 */
export function feedbackLayoutSx({ align = 'center', framed = false, sx }: FeedbackLayoutProps): SxProps<Theme> {
  const centred = align === 'center';
  const base: SxProps<Theme> = {
    display: 'flex',
    flexDirection: 'column',
    gap: 1.5,
    alignItems: centred ? 'center' : 'flex-start',
    textAlign: centred ? 'center' : 'left',
    overflowWrap: 'anywhere',
    py: framed ? 4 : 2,
    ...(framed && { px: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }),
  };
  return withSx(base, sx);
}

/** A state's own style followed by the caller's placement. */
export function withSx(base: SxProps<Theme>, sx: SxProps<Theme> | undefined): SxProps<Theme> {
  return [...(Array.isArray(base) ? base : [base]), ...(Array.isArray(sx) ? sx : [sx])];
}
