import Box from '@mui/material/Box';
import { CARD_SIZES, PlayingCard, type CardSize } from './PlayingCard';
import { visuallyHidden } from './visually-hidden';

export interface PlayingCardsProps {
  /** In notation ("As", "??"), in the order they are shown. */
  cards: readonly string[];
  /** What the cards are: "Board", "Your hand". */
  label: string;
  /** Let a long row break onto a second line where space is short. */
  wrap?: boolean;
  size?: CardSize;
  fourColour?: boolean;
  /** Fan the cards, each over the one before with its index still showing: four Omaha cards in a seat. */
  fanned?: boolean;
  /** The cards of a winning hand among these: raised above the others and ringed, and named so. */
  raised?: readonly string[];
}

const RAISE = {
  transform: 'translateY(-6px)',
  borderRadius: '4px',
  boxShadow: '0 0 0 2px #fbbf24, 0 4px 8px rgba(0, 0, 0, 0.5)',
} as const;

/** Cards side by side (a hand or the board) as one labelled list, so a screen reader counts them. */
export function PlayingCards({ cards, label, wrap = false, size = 'small', fourColour = false, fanned = false, raised = [] }: PlayingCardsProps) {
  // A fanned card leaves the left 64% of the one below it showing: rank and pip sit in that corner.
  const fan = fanned ? { gap: 0, '& > li + li': { ml: `${-Math.round(CARD_SIZES[size].width * 0.36)}px` } } : { gap: 0.5 };
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: wrap ? 'wrap' : 'nowrap', ...fan }}>
      {cards.map((card, index) => (
        // Cards repeat as "??", so the position is the key.
        <Box
          component="li"
          key={index}
          sx={{
            transition: 'transform 300ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            ...(raised.includes(card) && RAISE),
          }}
        >
          <PlayingCard card={card} size={size} fourColour={fourColour} />
          {raised.includes(card) && (
            <Box component="span" sx={visuallyHidden}>
              in the winning hand
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
