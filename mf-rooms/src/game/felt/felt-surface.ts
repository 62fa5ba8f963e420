import { SEAT_SIZE } from 'shared-ui/poker';

// The felt and the rail keep their colours in both themes: white on this green is 7.1:1.
export const FELT = 'radial-gradient(ellipse at center, #1c7a43 0%, #166534 55%, #0f4a26 100%)';
export const RAIL = '#5b3a1e';
// On a wide screen the seats' centres ring the felt this far out, so the seats cover the rail rather than the felt;
// the table keeps that and half a seat of room around the felt.
const SEAT_RING_OFFSET = 40;
export const SEAT_LAYER_INSET = `${SEAT_SIZE.height / 2}px ${SEAT_SIZE.width / 2}px`;
/** The felt inside its rail, its content centred (the placeholder table and the live one). */
export const FELT_SURFACE = {
  background: FELT,
  // Width, style and colour apart: a responsive `border` shorthand would reset the colour at each breakpoint.
  borderStyle: 'solid',
  borderWidth: { xs: 8, sm: 14 },
  borderColor: RAIL,
  boxShadow: 'inset 0 0 32px rgba(0,0,0,0.45), 0 8px 24px rgba(0,0,0,0.35)',
  display: 'grid',
  placeItems: 'center',
} as const;

export const AROUND_FELT = {
  px: { lg: `${SEAT_SIZE.width / 2 + SEAT_RING_OFFSET}px` },
  py: { lg: `${SEAT_SIZE.height / 2 + SEAT_RING_OFFSET}px` },
};

/**
 * Above the table on a wide screen, what else must fit in the window with it: the site's bar, the table's header line
 * and your controls held at the bottom (about 190 px on your turn), and your larger seat reaching below the ring.
 */
const BESIDE_THE_TABLE = 370;
/**
 * The table's width on a wide screen, so that the whole of it and your controls fit the window's height: its height is
 * half the felt's width (2:1) plus the seats' rows above and below it; never so narrow that the seats touch.
 */
export const TABLE_WIDTH = {
  xs: '100%',
  lg: `clamp(720px, calc(2 * (100dvh - ${BESIDE_THE_TABLE}px) - ${4 * (SEAT_SIZE.height / 2 + SEAT_RING_OFFSET) - 2 * (SEAT_SIZE.width / 2 + SEAT_RING_OFFSET)}px), 1080px)`,
};
