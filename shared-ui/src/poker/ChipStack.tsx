import Box from '@mui/material/Box';
import { bigBlinds, chipCount, exactChips } from './chip-count';
import { visuallyHidden } from './visually-hidden';

/** The chips' own colours, the same in both themes: they lie on the felt, which keeps its green. */
const DISC = { bet: '#f9a825', win: '#fbbf24' } as const;
// White on this near-black band is 15:1, whatever the felt or the theme under it.
const BAND = 'rgba(10, 10, 10, 0.78)';
/** The tallest stack drawn: the amount, not the discs, says how much. */
const MAX_DISCS = 4;
const DISC_SIZE = 20;
const DISC_STEP = 4;

export interface ChipStackProps {
  amount: number;
  /** A bet in front of a seat ("Bet 400" to a screen reader, "400" on screen), or a pot won ("Wins 1,240"). */
  kind?: 'bet' | 'win';
  /** Which pot was won, when there are several: "main pot", "side pot 1". */
  pot?: string;
  /** Counts the amount in big blinds of this size ("4 BB"), as the seats do when asked. */
  bigBlind?: number;
}

/** One disc per power of ten (10, 100, 1,000...), up to four: a big bet looks taller at a glance. */
export function discCount(amount: number): number {
  return Math.max(1, Math.min(MAX_DISCS, Math.floor(Math.log10(Math.max(1, amount)))));
}

/**
 * Chips on the felt: a small stack of discs and the amount on a dark band beside it, for a bet in front of a seat or a
 * pot pushed to its winner. Its size is fixed whatever the amount, so it can be placed before it shows.
 */
export function ChipStack({ amount, kind = 'bet', pot, bigBlind }: ChipStackProps) {
  const shown = bigBlind ? bigBlinds(amount, bigBlind) : chipCount(amount);
  const discs = discCount(amount);
  return (
    <Box
      component="span"
      title={shown === exactChips(amount) ? undefined : `${exactChips(amount)} chips`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', pointerEvents: 'auto' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ position: 'relative', width: DISC_SIZE, height: DISC_SIZE + DISC_STEP * (MAX_DISCS - 1), flexShrink: 0 }}
      >
        {Array.from({ length: discs }, (_, index) => (
          <Box
            key={index}
            component="span"
            sx={{
              position: 'absolute',
              left: 0,
              bottom: index * DISC_STEP,
              width: DISC_SIZE,
              height: DISC_SIZE,
              boxSizing: 'border-box',
              borderRadius: '50%',
              bgcolor: DISC[kind],
              border: '3px dashed #ffffff',
              boxShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
            }}
          />
        ))}
      </Box>
      <Box
        component="span"
        sx={{ bgcolor: BAND, color: '#ffffff', borderRadius: 1, px: 0.75, py: 0.25, fontSize: '0.8125rem', fontWeight: 700, lineHeight: 1.3 }}
      >
        {kind === 'bet' ? (
          <Box component="span" sx={visuallyHidden}>
            Bet{' '}
          </Box>
        ) : (
          'Wins '
        )}
        {shown}
        {pot && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.6875rem', fontWeight: 600 }}>
            {pot}
          </Box>
        )}
      </Box>
    </Box>
  );
}
