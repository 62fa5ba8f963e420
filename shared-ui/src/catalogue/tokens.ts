import type { Theme } from '@mui/material/styles';
import { contrastRatio } from '../theme/contrast';

/** A text colour on a surface the screens use, with its contrast. */
export interface ColourPair {
  name: string;
  foreground: string;
  background: string;
  ratio: number;
}

const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** Every text-on-surface pair of a theme: body text on the page and on cards, and each intent's button text and text colour. */
export function colourPairs(theme: Theme): ColourPair[] {
  const { palette } = theme;
  const pair = (name: string, foreground: string, background: string): ColourPair => ({
    name,
    foreground,
    background,
    ratio: contrastRatio(foreground, background),
  });
  return [
    pair('Text on page', palette.text.primary, palette.background.default),
    pair('Secondary text on page', palette.text.secondary, palette.background.default),
    pair('Text on card', palette.text.primary, palette.background.paper),
    pair('Secondary text on card', palette.text.secondary, palette.background.paper),
    ...INTENTS.map((intent) => pair(`Button text on ${intent}`, palette[intent].contrastText, palette[intent].main)),
    ...INTENTS.map((intent) => pair(`${intent[0].toUpperCase()}${intent.slice(1)} text on card`, palette[intent].main, palette.background.paper)),
  ];
}

export const TYPE_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/** A type style as designers read it: size in px, weight, line height. */
export function typeScale(theme: Theme) {
  const rootPx = 16;
  return TYPE_VARIANTS.map((variant) => {
    const style = theme.typography[variant];
    const size = String(style.fontSize);
    const px = size.endsWith('rem') ? parseFloat(size) * rootPx : parseFloat(size);
    return { variant, px: Math.round(px * 10) / 10, weight: Number(style.fontWeight ?? 400), lineHeight: style.lineHeight };
  });
}

/** The spacing steps the screens use (`sx={{ p: 2 }}` is 16 px). */
export const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8] as const;
