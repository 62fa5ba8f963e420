import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import { clockShare, type ActionClockProps } from './ActionClock';

const RING_WIDTH = 4;

/**
 * The acting seat's clock as a ring round the seat that empties clockwise from the top as the seconds go: seen from
 * across the table, where the words are too small. It is the clock's progress bar for a screen reader; the seat
 * says the seconds in words. Drawn in the box it is placed in (the seat, `position: relative`), over its border.
 */
export function ClockRing({ secondsLeft, totalSeconds, onTimeBank = false }: Omit<ActionClockProps, 'timeBank'>) {
  const { share, words } = clockShare(secondsLeft, totalSeconds);
  return (
    <Box
      role="progressbar"
      aria-label={onTimeBank ? 'Time bank' : 'Time to act'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={share}
      aria-valuetext={words}
      // The share goes in a variable of the element's own style: a class per second would make the page's styles
      // be worked out again each time (a new rule in the style sheet), on the table's every tick.
      style={{ '--clock-share': `${share}%` } as CSSProperties}
      sx={{
        position: 'absolute',
        inset: -RING_WIDTH - 1,
        borderRadius: '12px',
        padding: `${RING_WIDTH}px`,
        pointerEvents: 'none',
        // The spent part is the divider's colour, so the ring keeps its shape to the last second.
        background: (theme) => {
          const main = theme.palette[onTimeBank ? 'secondary' : 'primary'].main;
          return `conic-gradient(${main} var(--clock-share), ${theme.palette.divider} var(--clock-share) 100%)`;
        },
        // Only the band round the edge shows: the content box is cut out of the gradient.
        mask: 'linear-gradient(#000 0 0) content-box exclude, linear-gradient(#000 0 0)',
        WebkitMask: 'linear-gradient(#000 0 0) content-box, linear-gradient(#000 0 0)',
        WebkitMaskComposite: 'xor',
      }}
    />
  );
}
