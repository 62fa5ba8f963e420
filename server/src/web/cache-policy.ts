import path from 'node:path';

/** Files whose name stays the same across deploys must be revalidated; content-hashed chunks never change. */
const REVALIDATED_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json']);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return REVALIDATED_FILES.has(name) || name.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable';
}
