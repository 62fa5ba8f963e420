import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TableHandView } from 'shared-events/contracts';
import { PlayingCards } from 'shared-ui/poker';

const ON_FELT = { color: '#ffffff', fontWeight: 700, textAlign: 'center' } as const;

/** The middle of the felt: the board and the pots, main then side pots. */
export function TableCentre({ hand, fourColour }: { hand: TableHandView | null; fourColour: boolean }) {
  if (!hand) {
    return (
      <Typography role="status" sx={ON_FELT}>
        Waiting for the next hand
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 1 }}>
      <Typography sx={{ ...ON_FELT, fontSize: '0.8rem' }}>{`Hand #${hand.handNumber}`}</Typography>
      {hand.board.length > 0 && <PlayingCards cards={hand.board} label="Board" size="medium" fourColour={fourColour} />}
      <Box
        component="ul"
        aria-label="Pots"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}
      >
        {hand.pots.map((pot, index) => (
          <Typography component="li" key={index} sx={ON_FELT}>
            {`${index === 0 ? 'Main pot' : `Side pot ${index}`}: ${pot.amount.toLocaleString('en-US')}`}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
