import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { HERO_SEAT_SIZE, Seat, SEAT_SIZE, type SeatProps } from 'shared-ui/poker';
import { AROUND_FELT, FELT_SURFACE, SEAT_LAYER_INSET, TABLE_WIDTH } from '../felt/felt-surface';
import { seatPosition } from '../felt/seat-position';
import { seatFrontOffset } from '../felt/seat-front';
import { ChipFlights } from './ChipFlights';
import { SeatFront } from './SeatFront';
import { CHIP_ANCHOR, seatAnchor, type ChipMove } from '../controller/chip-moves';
import type { SeatWin } from '../controller/seat-view';

/** A seat at the live table, with the pots it takes at the end of the hand (laid on the felt in front of it). */
export type FeltSeat = SeatProps & { wins?: SeatWin[] };

export interface LiveFeltProps {
  /** Your seat, at the bottom; none for a spectator. */
  you: FeltSeat | undefined;
  /** The other seats clockwise from yours, empty ones included. */
  others: FeltSeat[];
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
 * The live table: on a wide screen the oval, as large as the window lets it be with your controls below, with your
 * seat at the bottom and the others clockwise round the rail, each one's bet and markers on the felt in front of it;
 * on a phone the others first, compact and two to a line (empty seats left out) with their bets under them, then the
 * felt, then your bet and your seat just above your controls. One DOM for both, in that reading order; chips fly over
 * it all.
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
        width: TABLE_WIDTH,
        // Centred in the page's column (a margin would be reset by the stack the table is in).
        alignSelf: 'center',
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
            {seat.username === undefined ? (
              <QuietSeat />
            ) : (
              <>
                <Seat {...seat} compact onFelt />
                <SeatFront seat={seat} offset={seatFrontOffset(index + first, count)} />
              </>
            )}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          aspectRatio: { xs: 'auto', sm: '3 / 1', lg: '2 / 1' },
          minHeight: { xs: 120, lg: 0 },
          borderRadius: { xs: '48px', sm: '9999px' },
          ...FELT_SURFACE,
          // The board sits a little above the middle: your bet and markers lie on the felt below it.
          pb: { lg: 4 },
        }}
      >
        {children}
      </Box>
      {you && (
        <Box sx={{ ...ringLayer, display: 'flex', justifyContent: 'center' }}>
          <Box
            {...{ [CHIP_ANCHOR]: seatAnchor(you.number) }}
            sx={{ ...onRing(0, count), width: { xs: '100%', sm: 'auto' }, display: 'flex', flexDirection: 'column', pointerEvents: 'auto' }}
          >
            {/* On a phone your bet is above your seat, between it and the felt; on a wide screen it lies on the felt. */}
            <SeatFront seat={you} offset={seatFrontOffset(0, count, HERO_SEAT_SIZE.height)} before />
            <Seat {...you} hero onFelt />
          </Box>
        </Box>
      )}
      <ChipFlights area={area} {...chips} />
    </Box>
  );
}
