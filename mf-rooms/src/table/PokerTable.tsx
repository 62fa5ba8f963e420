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
    <Box sx={{ position: 'relative', px: { sm: 7 }, py: { sm: 6 } }}>
      <Box
        sx={{
          mx: 'auto',
          width: { xs: '100%', sm: '100%' },
          maxWidth: 760,
          aspectRatio: { xs: '2 / 1', sm: '2 / 1' },
          borderRadius: '50%',
          background: FELT,
          border: { xs: 8, sm: 14 },
          borderColor: `${RAIL} !important`,
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
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          position: { sm: 'absolute' },
          inset: { sm: 0 },
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
                left: { sm: `calc(${left}% * 0.86 + 7%)` },
                top: { sm: `calc(${top}% * 0.8 + 10%)` },
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
