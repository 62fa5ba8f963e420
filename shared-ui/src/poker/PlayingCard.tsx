import { cardFace, HIDDEN_CARD, type Suit } from './card-face';
import { CARD_EDGE, CARD_FACE, suitColour } from './card-colours';
import { SUIT_PATHS } from './suit-shapes';

export type CardSize = 'small' | 'medium' | 'large';

/** Pixel sizes, 5:7 like a real card: small for lists and seats, medium for the board, large for the player's own hand. */
export const CARD_SIZES: Record<CardSize, { width: number; height: number }> = {
  small: { width: 25, height: 35 },
  medium: { width: 40, height: 56 },
  large: { width: 60, height: 84 },
};

const CARD_BACK = '#1e3a8a';

export interface PlayingCardProps {
  /** Two-character notation: "As", "Td", "9c"; "??" (or anything unreadable) is a card nobody may see. */
  card: string;
  /** Show the back even for a known card (a hand not revealed). */
  faceDown?: boolean;
  size?: CardSize;
  /** Diamonds blue and clubs green instead of the classic red and black. */
  fourColour?: boolean;
}

/**
 * One card, drawn as an SVG on a 50 x 70 grid, so it stays crisp at every size. It is an image named as a player
 * would say it ("Ace of Spades", "Hidden card"): the drawing itself is hidden from screen readers.
 */
export function PlayingCard({ card, faceDown = false, size = 'small', fourColour = false }: PlayingCardProps) {
  const face = faceDown ? HIDDEN_CARD : cardFace(card);
  const { width, height } = CARD_SIZES[size];
  return (
    <svg
      role="img"
      aria-label={face.name}
      viewBox="0 0 50 70"
      width={width}
      height={height}
      focusable="false"
      style={{ display: 'block', flexShrink: 0, color: face.suit ? suitColour(face.suit, fourColour) : CARD_BACK }}
    >
      {face.suit ? <CardFront rank={face.rank} suit={face.suit} /> : <CardBack />}
    </svg>
  );
}

// The edge keeps one device pixel at every size.
const outline = { x: 0.5, y: 0.5, width: 49, height: 69, rx: 4, stroke: CARD_EDGE, vectorEffect: 'non-scaling-stroke' } as const;

/** A large index (rank over a small pip) in the corner and one big pip: readable even at 25 px wide. */
function CardFront({ rank, suit }: { rank: string; suit: Suit }) {
  return (
    <>
      <rect {...outline} fill={CARD_FACE} />
      {/* "10" is squeezed to the width of one wide letter whatever the font. */}
      <text
        x="4"
        y="24"
        fill="currentColor"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="24"
        fontWeight="700"
        textLength={rank === '10' ? 27 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {rank}
      </text>
      <path d={SUIT_PATHS[suit]} transform="translate(4 28) scale(0.6)" fill="currentColor" />
      <path d={SUIT_PATHS[suit]} transform="translate(20 37) scale(1.2)" fill="currentColor" />
    </>
  );
}

const LATTICE = [13, 25, 37].flatMap((x) => [14, 25, 36, 47, 58].map((y) => `M${x} ${y - 4.5}l4 4.5-4 4.5-4-4.5z`)).join('');

function CardBack() {
  return (
    <>
      <rect {...outline} fill="currentColor" />
      <rect x="4" y="4" width="42" height="62" rx="2.5" fill="none" stroke="#ffffff" strokeOpacity="0.8" strokeWidth="1.2" />
      <path d={LATTICE} fill="#ffffff" fillOpacity="0.3" />
    </>
  );
}
