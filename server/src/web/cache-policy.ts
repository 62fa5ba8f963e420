import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `name.1a2b3c4d.js`, `assets/logo.1a2b3c4d.svg`, and their source maps: the name changes with the content. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;
/** Precompressed siblings follow the rule of the file they encode. */
const ENCODING_SUFFIX = /\.(br|gz)$/;

/**
 * A file whose name carries its content hash never changes: cache it for a year. Every other name (the shell's
 * main.js, remoteEntry.js, manifests, remotes.json, HTML, public images) may change with a deploy, so the browser
 * revalidates it with its ETag on each use and gets the new build at once.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(ENCODING_SUFFIX, '');
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}
