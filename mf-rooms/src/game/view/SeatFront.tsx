import Box from '@mui/material/Box';
import { ChipStack, SeatMarkers } from 'shared-ui/poker';
import type { FeltSeat } from './LiveFelt';

/** The height kept for a seat's bet and markers in the flow of a phone's table, whether or not there are any. */
const FRONT_HEIGHT = 30;

/**
 * What lies on the felt in front of a seat: the dealer button and the blind it posted, its bet as a stack of chips,
 * and at the end of the hand each pot it takes. On a wide screen it sits `offset` from the seat's centre, towards the
 * middle of the felt; on a phone it keeps a line of its own beside the seat (`before` it for your seat, which is under
 * the felt), so nothing moves when chips come.
 */
export function SeatFront({ seat, offset, before = false }: { seat: FeltSeat; offset: { x: number; y: number }; before?: boolean }) {
  const wins = seat.wins ?? [];
  const bet = seat.bet ?? 0;
  return (
    <Box
      sx={{
        order: before ? -1 : 0,
        height: { xs: FRONT_HEIGHT, lg: 'auto' },
        mt: { xs: before ? 0 : 0.5, lg: 0 },
        mb: { xs: before ? 0.5 : 0, lg: 0 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.75,
        position: { lg: 'absolute' },
        left: { lg: '50%' },
        top: { lg: '50%' },
        transform: { lg: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))` },
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <SeatMarkers dealer={seat.dealer} blind={seat.blind} onFelt />
      {wins.length > 0
        ? wins.map((win, index) => (
            // One pot: the seat already says "Wins …"; the pots of a split or side pots are each read out here.
            <Box key={index} component="span" aria-hidden={win.pot ? undefined : true}>
              <ChipStack amount={win.amount} kind="win" pot={win.pot} bigBlind={seat.bigBlind} />
            </Box>
          ))
        : bet > 0 && <ChipStack amount={bet} bigBlind={seat.bigBlind} />}
    </Box>
  );
}
