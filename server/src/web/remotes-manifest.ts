import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a remote declares in its `routes.json` (its pages and its slot extensions); the shell validates the shape. */
interface RemoteContributions {
  routes: unknown[];
  extensions: unknown[];
  /** Per exposed module, the scripts it runs at once (from the build's mf-manifest.json), for the page to preload. */
  preload?: Record<string, string[]>;
}

/** The part of a Module Federation build manifest (`mf-manifest.json`) read here. */
interface FederationManifest {
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

type ManifestValue = string | ({ entry: string } & Partial<RemoteContributions>);

/** An entry this server hosts itself: `/remotes/<package>/remoteEntry.js`. */
const LOCAL_ENTRY = /^\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/;

const readJson = async <T>(file: string): Promise<T | undefined> => {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as T);
};

/** Each exposed module's synchronous scripts, as URLs under the remote's folder on this server. */
function preloadsOf(manifest: FederationManifest | undefined, pkg: string): Record<string, string[]> {
  const preload: Record<string, string[]> = {};
  for (const expose of manifest?.exposes ?? []) {
    const files = expose.assets?.js?.sync;
    if (typeof expose.name !== 'string' || !Array.isArray(files)) continue;
    preload[expose.name] = files.filter((file): file is string => typeof file === 'string').map((file) => `/remotes/${pkg}/${file}`);
  }
  return preload;
}

async function readContributions(webRoot: string, pkg: string): Promise<RemoteContributions | undefined> {
  const dist = path.join(webRoot, pkg, 'dist');
  const declared = await readJson<Partial<RemoteContributions>>(path.join(dist, 'routes.json'));
  if (!declared) return undefined;
  const federation = await readJson<FederationManifest>(path.join(dist, 'mf-manifest.json')).catch(() => undefined);
  return {
    routes: Array.isArray(declared.routes) ? declared.routes : [],
    extensions: Array.isArray(declared.extensions) ? declared.extensions : [],
    preload: preloadsOf(federation, pkg),
  };
}

/**
 * `/remotes.json` as the shell reads it, in one request: each remote this server hosts gets the routes and slot
 * extensions of its built `routes.json` inlined beside its entry, and the scripts of each exposed module so the page
 * can preload them with the entry. A remote deployed elsewhere keeps its value as written (the shell then reads
 * `routes.json` beside that entry).
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
