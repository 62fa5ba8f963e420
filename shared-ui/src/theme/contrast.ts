/** WCAG 2.x contrast, for the tokens page and its checks: colours as the theme writes them (#rgb, #rrggbb, rgb(a)). */
type Rgba = [r: number, g: number, b: number, a: number];

export function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit) : hex[1].match(/../g)!;
    const [r, g, b] = digits.map((pair) => parseInt(pair, 16));
    return [r, g, b, 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (rgb) {
    const [r, g, b, a = 1] = rgb[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if ([r, g, b, a].every((part) => Number.isFinite(part))) return [r, g, b, a];
  }
  throw new Error(`Not a colour the tokens page can read: ${color}`);
}

/** A translucent colour as it shows on its background. */
function over(top: Rgba, [br, bg, bb]: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of a text colour on a background (1 to 21); the background is taken as opaque. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  const base: Rgba = [back[0], back[1], back[2], 1];
  const lighter = Math.max(luminance(over(parseColor(foreground), base)), luminance(base));
  const darker = Math.min(luminance(over(parseColor(foreground), base)), luminance(base));
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2.2 AA for body text. */
export const AA_TEXT_CONTRAST = 4.5;
