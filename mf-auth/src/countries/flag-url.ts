/**
 * The bundled flag-icons SVG of a country code. The template makes webpack build one context over
 * `flag-icons/flags/4x3`, so each flag is its own asset file fetched only when an <img> needs it
 * (no external image service, no flag CSS).
 */
export function flagUrl(code: string): string {
  return require(`flag-icons/flags/4x3/${code.toLowerCase()}.svg`) as string;
}
