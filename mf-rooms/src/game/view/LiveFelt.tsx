import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Seat, SEAT_SIZE, type SeatProps } from 'shared-ui/poker';
import { AROUND_FELT, FELT_SURFACE, SEAT_LAYER_INSET } from '../felt/felt-surface';
import { seatPosition } from '../felt/seat-position';
import { ChipFlights } from './ChipFlights';
import { CHIP_ANCHOR, seatAnchor, type ChipMove } from '../controller/chip-moves';

export interface LiveFeltProps {
  /** Your seat, at the bottom; none for a spectator. */
  you: SeatProps | undefined;
  /** The other seats clockwise from yours, empty ones included. */
  others: SeatProps[];
  chips: { batch: number; moves: ChipMove[] };
  children: ReactNode;
}

/** On a wide screen the seats ring the felt in a layer this size; below that they are in the flow. */
const ringLayer = { position: { lg: 'absolute' }, inset: { lg: SEAT_LAYER_INSET }, pointerEvents: { lg: 'none' } } as const;
const onRing = (index: number, count: number) => {
  const { left, top } = seatPosition(index, count);
  return { position: { lg: 'absolute' }, left: { lg: `${left}%` }, top: { lg: `${top}%` }, transform: { lg: 'translate(-50%, -50%)' } } as const;
};

/**
 * A seat nobody holds, at a table the tournament seats: a faint outline that keeps the ring's shape, with nothing to
 * read or press (the director seats players, nobody joins here).
 */
function QuietSeat() {
  return (
    <Box
      aria-hidden
      sx={{
        width: SEAT_SIZE.width,
        height: SEAT_SIZE.height,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        opacity: 0.6,
      }}
    />
  );
}

/**
 * The live table: on a wide screen the oval with your seat at the bottom and the others clockwise round the rail; on a
 * phone the others first, compact and two to a line (empty seats left out), then the felt, then your seat just above
 * your controls. One DOM for both, in that reading order; chips fly over it all.
 */
export function LiveFelt({ you, others, chips, children }: LiveFeltProps) {
  const area = useRef<HTMLDivElement>(null);
  const first = you ? 1 : 0;
  const count = others.length + first;
  return (
    <Box
      ref={area}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 1.5, sm: 2 },
        ...AROUND_FELT,
        maxWidth: 960,
        mx: 'auto',
        width: '100%',
      }}
    >
      <Box
        component="ul"
        aria-label={you ? 'Other seats' : 'Seats'}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: { xs: 'grid', lg: 'block' },
          gridTemplateColumns: { xs: 'repeat(auto-fit, minmax(150px, 1fr))', sm: 'repeat(auto-fill, 168px)' },
          justifyContent: 'center',
          gap: { xs: 1, sm: 2 },
          ...ringLayer,
        }}
      >
        {others.map((seat, index) => (
          <Box
            component="li"
            key={seat.number}
            {...{ [CHIP_ANCHOR]: seatAnchor(seat.number) }}
            sx={{
              ...onRing(index + first, count),
              display: { xs: seat.username === undefined ? 'none' : 'block', sm: 'block' },
              pointerEvents: 'auto',
            }}
          >
            {seat.username === undefined ? <QuietSeat /> : <Seat {...seat} compact />}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          aspectRatio: { xs: 'auto', sm: '3 / 1', lg: '2 / 1' },
          minHeight: { xs: 120, lg: 0 },
          borderRadius: { xs: '48px', sm: '9999px' },
          ...FELT_SURFACE,
        }}
      >
        {children}
      </Box>
      {you && (
        <Box sx={{ ...ringLayer, display: 'flex', justifyContent: 'center' }}>
          <Box {...{ [CHIP_ANCHOR]: seatAnchor(you.number) }} sx={{ ...onRing(0, count), width: { xs: '100%', sm: 'auto' }, pointerEvents: 'auto' }}>
            <Seat {...you} hero />
          </Box>
        </Box>
      )}
      <ChipFlights area={area} {...chips} />
    </Box>
  );
}
