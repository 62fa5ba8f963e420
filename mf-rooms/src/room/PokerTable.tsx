import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { assetUrl } from 'shared-events';
import type { RoomState } from 'shared-events/contracts';
import { Seat, SEAT_SIZE, type SeatProps } from 'shared-ui/poker';
import { AROUND_FELT, FELT_SURFACE, SEAT_LAYER_INSET, seatPosition } from '../game';
import { TABLE_STATUS_LINES, type Seat as SeatAtTable } from './seats';

/**
 * The table with its seats around it (SPEC §2 Room page). On a wide screen the seats sit round the rail; below
 * that the felt shows the table's state and the seats follow as a grid (a list of rows on a phone), so every seat
 * keeps its full size and every name stays legible.
 */
export function PokerTable({ seats, roomState }: { seats: SeatAtTable[]; roomState: RoomState }) {
  return (
    <TableFelt
      seats={seats.map((seat) => ({
        number: seat.number,
        username: seat.member?.username,
        avatarSrc: seat.member ? assetUrl(seat.member.avatar) : undefined,
        isYou: seat.isYou,
      }))}
    >
      <Typography role="status" sx={{ color: '#ffffff', fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, textAlign: 'center', px: 2 }}>
        {TABLE_STATUS_LINES[roomState]}
      </Typography>
    </TableFelt>
  );
}

/**
 * The felt with `children` in its centre and the seats round it (the room's seats, or a live hand's), the first of
 * `seats` at the bottom and the rest clockwise; on a phone, in that order from the top.
 */
export function TableFelt({ seats, children }: { seats: SeatProps[]; children: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', ...AROUND_FELT, maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Box
        sx={{
          aspectRatio: { xs: '3 / 1', lg: '2 / 1' },
          borderRadius: '9999px',
          ...FELT_SURFACE,
        }}
      >
        {children}
      </Box>
      <Box
        component="ul"
        aria-label="Seats"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          mt: { xs: 2, lg: 0 },
          display: { xs: 'grid', lg: 'block' },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(auto-fill, ${SEAT_SIZE.width}px)` },
          justifyContent: 'center',
          gap: { xs: 1, sm: 2 },
          // On a wide screen the seat layer is the felt's box grown by the ring offset: seat positions are around it.
          position: { lg: 'absolute' },
          inset: { lg: SEAT_LAYER_INSET },
          pointerEvents: { lg: 'none' },
        }}
      >
        {seats.map((seat, index) => {
          const { left, top } = seatPosition(index, seats.length);
          return (
            <Box
              component="li"
              key={seat.number}
              sx={{
                position: { lg: 'absolute' },
                left: { lg: `${left}%` },
                top: { lg: `${top}%` },
                transform: { lg: 'translate(-50%, -50%)' },
                pointerEvents: 'auto',
              }}
            >
              <Seat {...seat} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
