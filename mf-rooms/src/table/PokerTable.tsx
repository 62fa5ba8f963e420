import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RoomState } from 'shared-events/contracts';
import { TableSeat } from './TableSeat';
import { seatPosition, TABLE_STATUS_LINES, type Seat } from './seats';

// The felt and the rail keep their colours in both themes: white on this green is 7.1:1.
const FELT = 'radial-gradient(ellipse at center, #1c7a43 0%, #166534 55%, #0f4a26 100%)';
const RAIL = '#5b3a1e';

/**
 * The oval table with its seats around it (SPEC §2 Room page). From the small breakpoint up the seats sit on the
 * rail; on a phone the oval shrinks and the seats follow below it as a list, so every name stays legible.
 */
export function PokerTable({ seats, roomState }: { seats: Seat[]; roomState: RoomState }) {
  return (
    <Box sx={{ position: 'relative', px: { sm: 7 }, py: { sm: 5 }, maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Box
        sx={{
          aspectRatio: '2 / 1',
          borderRadius: '50%',
          background: FELT,
          // Width, style and colour apart: a responsive `border` shorthand would reset the colour at each breakpoint.
          borderStyle: 'solid',
          borderWidth: { xs: 8, sm: 14 },
          borderColor: RAIL,
          boxShadow: 'inset 0 0 32px rgba(0,0,0,0.45), 0 8px 24px rgba(0,0,0,0.35)',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Typography role="status" sx={{ color: '#ffffff', fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, textAlign: 'center', px: 2 }}>
          {TABLE_STATUS_LINES[roomState]}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label="Seats"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          mt: { xs: 2, sm: 0 },
          display: { xs: 'grid', sm: 'block' },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          // From the small breakpoint up, the seat layer is the oval's own box: seat positions are on its rim.
          position: { sm: 'absolute' },
          inset: { sm: '40px 56px' },
          pointerEvents: { sm: 'none' },
        }}
      >
        {seats.map((seat) => {
          const { left, top } = seatPosition(seat.number - 1, seats.length);
          return (
            <Box
              component="li"
              key={seat.number}
              sx={{
                position: { sm: 'absolute' },
                left: { sm: `${left}%` },
                top: { sm: `${top}%` },
                transform: { sm: 'translate(-50%, -50%)' },
                pointerEvents: 'auto',
              }}
            >
              <TableSeat seat={seat} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
