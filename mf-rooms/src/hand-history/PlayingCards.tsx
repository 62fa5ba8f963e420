import Box from '@mui/material/Box';
import { cardFace } from './playing-cards';

// A card face is white in both themes; its red (#c62828, 5.6:1) and black keep their contrast on it.
const RED = '#c62828';
const BLACK = '#1a1a1a';

/** A small card chip: rank and suit symbol, red for hearts and diamonds, read aloud by its name ("Ace of spades"). */
export function PlayingCard({ card }: { card: string }) {
  const face = cardFace(card);
  return (
    <Box
      component="span"
      role="img"
      aria-label={face.name}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 28,
        height: 28,
        px: 0.5,
        borderRadius: 1,
        border: '1px solid #9e9e9e',
        bgcolor: '#ffffff',
        color: face.red ? RED : BLACK,
        fontWeight: 700,
        fontSize: '0.875rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {face.rank}
      {face.suit}
    </Box>
  );
}

/** Cards side by side (a hand or the board), as one list; `wrap` lets a long row break where space is short. */
export function PlayingCards({ cards, label, wrap = false }: { cards: readonly string[]; label: string; wrap?: boolean }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: wrap ? 'wrap' : 'nowrap', gap: 0.5 }}>
      {cards.map((card, index) => (
        <li key={`${card}-${index}`}>
          <PlayingCard card={card} />
        </li>
      ))}
    </Box>
  );
}
