import type { Suit } from './card-face';

// Suits are paths (every part drawn clockwise, so overlaps fill instead of cancelling), not the ♠♥♦♣ characters: fonts and emoji presentation would change their size and colour.
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0z`;

/** Each suit drawn in a 24 x 24 box. */
export const SUIT_PATHS: Record<Suit, string> = {
  spades: 'M12 1.5C10 5.5 3 9 3 14.2a4.6 4.6 0 0 0 8.1 3C10.8 19.4 9.9 21 8 22.5h8c-1.9-1.5-2.8-3.1-3.1-5.3a4.6 4.6 0 0 0 8.1-3C21 9 14 5.5 12 1.5z',
  hearts:
    'M12 22 10.6 20.7C5.4 16 2 12.9 2 9.1 2 6 4.4 3.6 7.5 3.6c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1C19.6 3.6 22 6 22 9.1c0 3.8-3.4 6.9-8.6 11.6z',
  diamonds: 'M12 1.5Q15.6 7.2 20.5 12 15.6 16.8 12 22.5 8.4 16.8 3.5 12 8.4 7.2 12 1.5z',
  clubs: `${circle(12, 7, 4.7)}${circle(6.9, 13.6, 4.7)}${circle(17.1, 13.6, 4.7)}M10.9 9h2.2v3c0 4.2.9 7.5 3.4 10.5h-9c2.5-3 3.4-6.3 3.4-10.5z`,
};
