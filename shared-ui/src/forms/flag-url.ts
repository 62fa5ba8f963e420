/**
 * The bundled flag-icons SVG of a country code. The template makes webpack build one context over
 * `flag-icons/flags/4x3`, so each flag is its own asset file fetched only when an <img> needs it
 * (no external image service, no flag CSS).
 */
export function flagUrl(code: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous context require is what gives one asset per flag; import() would make every caller async
  return require(`flag-icons/flags/4x3/${code.toLowerCase()}.svg`) as string;
}
