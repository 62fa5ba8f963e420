import Box from '@mui/material/Box';
import { CARD_SIZES, PlayingCard, type CardSize } from './PlayingCard';

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
}

/** Cards side by side (a hand or the board) as one labelled list, so a screen reader counts them. */
export function PlayingCards({ cards, label, wrap = false, size = 'small', fourColour = false, fanned = false }: PlayingCardsProps) {
  // A fanned card leaves the left 64% of the one below it showing: rank and pip sit in that corner.
  const fan = fanned ? { gap: 0, '& > li + li': { ml: `${-Math.round(CARD_SIZES[size].width * 0.36)}px` } } : { gap: 0.5 };
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: wrap ? 'wrap' : 'nowrap', ...fan }}>
      {cards.map((card, index) => (
        // Cards repeat as "??", so the position is the key.
        <li key={index}>
          <PlayingCard card={card} size={size} fourColour={fourColour} />
        </li>
      ))}
    </Box>
  );
}
