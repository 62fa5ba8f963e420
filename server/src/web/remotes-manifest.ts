import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a remote declares in its `routes.json` (its pages and its slot extensions); the shell validates the shape. */
interface RemoteContributions {
  routes: unknown[];
  extensions: unknown[];
}

type ManifestValue = string | ({ entry: string } & Partial<RemoteContributions>);

/** An entry this server hosts itself: `/remotes/<package>/remoteEntry.js`. */
const LOCAL_ENTRY = /^\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/;

async function readContributions(webRoot: string, pkg: string): Promise<RemoteContributions | undefined> {
  const text = await readFile(path.join(webRoot, pkg, 'dist', 'routes.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const parsed = JSON.parse(text) as Partial<RemoteContributions>;
  return { routes: Array.isArray(parsed.routes) ? parsed.routes : [], extensions: Array.isArray(parsed.extensions) ? parsed.extensions : [] };
}

/**
 * `/remotes.json` as the shell reads it, in one request: each remote this server hosts gets the routes and slot
 * extensions of its built `routes.json` inlined beside its entry. A remote deployed elsewhere keeps its value as
 * written (the shell then reads `routes.json` beside that entry).
 */
export async function composeRemotesManifest(manifestText: string, webRoot: string, hostedPackages: readonly string[]): Promise<string> {
  const manifest = JSON.parse(manifestText) as Record<string, ManifestValue>;
  const composed: Record<string, ManifestValue> = {};
  for (const [name, value] of Object.entries(manifest)) {
    const entry = typeof value === 'string' ? value : value?.entry;
    const pkg = typeof entry === 'string' ? LOCAL_ENTRY.exec(entry)?.[1] : undefined;
    const declared = typeof value === 'object' && value !== null && Array.isArray(value.routes);
    const contributions = pkg && !declared && hostedPackages.includes(pkg) ? await readContributions(webRoot, pkg) : undefined;
    composed[name] = contributions && entry ? { entry, ...contributions } : value;
  }
  return JSON.stringify(composed);
}
