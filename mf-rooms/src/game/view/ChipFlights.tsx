import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CHIP_ANCHOR, CHIP_SLIDE_MS, type ChipMove } from '../controller/chip-moves';

interface Point {
  x: number;
  y: number;
}
interface Flight {
  key: string;
  from: Point;
  to: Point;
  delayMs: number;
}

const CHIP = 18;

/**
 * Chips sliding over the table (bets to the pot, the pot to its winners): a CSS transform transition on a few
 * absolutely placed dots, measured from the anchors in `area`; nothing moves for a player who asks for reduced motion.
 * Decorative: the seats and the pots say the amounts.
 */
export function ChipFlights({ area, batch, moves }: { area: RefObject<HTMLElement | null>; batch: number; moves: ChipMove[] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [flights, setFlights] = useState<Flight[]>([]);

  useLayoutEffect(() => {
    const box = area.current;
    if (!box || reducedMotion || batch === 0) return;
    const origin = box.getBoundingClientRect();
    const centre = (anchor: string): Point | null => {
      const rect = box.querySelector(`[${CHIP_ANCHOR}="${anchor}"]`)?.getBoundingClientRect();
      return rect ? { x: rect.left - origin.left + rect.width / 2, y: rect.top - origin.top + rect.height / 2 } : null;
    };
    const next = moves.flatMap((move, index) => {
      const from = centre(move.from);
      const to = centre(move.to);
      return from && to ? [{ key: `${batch}:${index}`, from, to, delayMs: move.delayMs }] : [];
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measured after layout, before the paint the slide starts from
    setFlights(next);
  }, [area, batch, moves, reducedMotion]);

  if (reducedMotion || flights.length === 0) return null;
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 2 }}>
      {flights.map((flight) => (
        <FlyingChip key={flight.key} flight={flight} onLanded={() => setFlights((current) => current.filter((other) => other !== flight))} />
      ))}
    </Box>
  );
}

const at = ({ x, y }: Point) => `translate(${x - CHIP / 2}px, ${y - CHIP / 2}px)`;

function FlyingChip({ flight, onLanded }: { flight: Flight; onLanded: () => void }) {
  const chip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = chip.current;
    if (!element) return;
    // Read the layout so the start is drawn, then set the end: the transition runs between the two.
    element.getBoundingClientRect();
    element.style.transform = at(flight.to);
  }, [flight]);
  return (
    <Box
      ref={chip}
      data-chip=""
      onTransitionEnd={onLanded}
      style={{ transform: at(flight.from), transitionDelay: `${flight.delayMs}ms` }}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: CHIP,
        height: CHIP,
        borderRadius: '50%',
        bgcolor: '#f9a825',
        border: '3px dashed #ffffff',
        boxShadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
        transition: `transform ${CHIP_SLIDE_MS}ms ease-in-out`,
        willChange: 'transform',
      }}
    />
  );
}
