import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a remote declares in its `routes.json` (its pages and its slot extensions); the shell validates the shape. */
interface RemoteContributions {
  routes: unknown[];
  extensions: unknown[];
  /** Per exposed module, the scripts it runs at once (from the build's mf-manifest.json), for the page to preload. */
  preload?: Record<string, string[]>;
}

interface BuildAssets {
  assets?: { js?: { sync?: unknown } };
}

/** The part of a Module Federation build manifest (`mf-manifest.json`) read here. */
interface FederationManifest {
  exposes?: ({ name?: unknown } & BuildAssets)[];
  shared?: ({ name?: unknown } & BuildAssets)[];
}

/** The shell's `shared-chunks.json`: the scripts it preloads at start, and the ones behind each module it provides. */
export interface HostSharedChunks {
  startup: string[];
  provided: Record<string, string[]>;
}

/** A remote's `expose-shared.json`: the shared modules each exposed module needs at once. */
type ExposeShared = Record<string, string[]>;

/**
 * A remote's `fallback-chunks.json`: for each shared module its exposed modules consume at once, every script of the
 * remote's own copy (the manifest lists only the chunk holding the module, not those of what it imports).
 */
type FallbackChunks = Record<string, string[]>;

type ManifestValue = string | ({ entry: string } & Partial<RemoteContributions>);

/** An entry this server hosts itself: `/remotes/<package>/remoteEntry.js`. */
const LOCAL_ENTRY = /^\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/;

const readJson = async <T>(file: string): Promise<T | undefined> => {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as T);
};

const syncFiles = (item: BuildAssets | undefined): string[] => {
  const files = item?.assets?.js?.sync;
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
};

/**
 * Each exposed module's scripts that run at once, as URLs on this server: its own chunks, then for each shared module
 * it consumes the chunks that will really load — the shell's copy when the shell provides it (except what the shell
 * already preloads at start), else the remote's own copy with the chunks of what it imports.
 */
export function preloadsOf(
  manifest: FederationManifest | undefined,
  exposeShared: ExposeShared | undefined,
  host: HostSharedChunks | undefined,
  pkg: string,
  fallbacks: FallbackChunks = {},
): Record<string, string[]> {
  const remoteFile = (file: string) => `/remotes/${pkg}/${file}`;
  const startup = new Set(host?.startup ?? []);
  const remoteShared = new Map((manifest?.shared ?? []).map((shared) => [shared.name, syncFiles(shared)]));
  const sharedFiles = (key: string): string[] => {
    const provided = host?.provided[key];
    if (provided) return provided.filter((file) => !startup.has(file)).map((file) => `/${file}`);
    const own = fallbacks[key];
    return (Array.isArray(own) ? own.filter((file) => typeof file === 'string') : (remoteShared.get(key) ?? [])).map(remoteFile);
  };
  const preload: Record<string, string[]> = {};
  for (const expose of manifest?.exposes ?? []) {
    if (typeof expose.name !== 'string') continue;
    const keys = exposeShared?.[expose.name] ?? [];
    preload[expose.name] = [...new Set([...syncFiles(expose).map(remoteFile), ...keys.flatMap(sharedFiles)])];
  }
  return preload;
}

async function readContributions(webRoot: string, pkg: string, host: HostSharedChunks | undefined): Promise<RemoteContributions | undefined> {
  const dist = path.join(webRoot, pkg, 'dist');
  const declared = await readJson<Partial<RemoteContributions>>(path.join(dist, 'routes.json'));
  if (!declared) return undefined;
  const federation = await readJson<FederationManifest>(path.join(dist, 'mf-manifest.json')).catch(() => undefined);
  const exposeShared = await readJson<ExposeShared>(path.join(dist, 'expose-shared.json')).catch(() => undefined);
  const fallbacks = await readJson<FallbackChunks>(path.join(dist, 'fallback-chunks.json')).catch(() => undefined);
  return {
    routes: Array.isArray(declared.routes) ? declared.routes : [],
    extensions: Array.isArray(declared.extensions) ? declared.extensions : [],
    preload: preloadsOf(federation, exposeShared, host, pkg, fallbacks ?? {}),
  };
}

async function readHostSharedChunks(webRoot: string): Promise<HostSharedChunks | undefined> {
  const chunks = await readJson<Partial<HostSharedChunks>>(path.join(webRoot, 'shell', 'dist', 'shared-chunks.json')).catch(() => undefined);
  if (!chunks || !Array.isArray(chunks.startup) || typeof chunks.provided !== 'object' || chunks.provided === null) return undefined;
  return { startup: chunks.startup, provided: chunks.provided };
}

/**
 * `/remotes.json` as the shell reads it, in one request: each remote this server hosts gets the routes and slot
 * extensions of its built `routes.json` inlined beside its entry, and the scripts of each exposed module so the page
 * can preload them with the entry. A remote deployed elsewhere keeps its value as written (the shell then reads
 * `routes.json` beside that entry).
 */
export async function composeRemotesManifest(manifestText: string, webRoot: string, hostedPackages: readonly string[]): Promise<string> {
  const manifest = JSON.parse(manifestText) as Record<string, ManifestValue>;
  const host = await readHostSharedChunks(webRoot);
  const composed: Record<string, ManifestValue> = {};
  for (const [name, value] of Object.entries(manifest)) {
    const entry = typeof value === 'string' ? value : value?.entry;
    const pkg = typeof entry === 'string' ? LOCAL_ENTRY.exec(entry)?.[1] : undefined;
    const declared = typeof value === 'object' && value !== null && Array.isArray(value.routes);
    const contributions = pkg && !declared && hostedPackages.includes(pkg) ? await readContributions(webRoot, pkg, host) : undefined;
    composed[name] = contributions && entry ? { entry, ...contributions } : value;
  }
  return JSON.stringify(composed);
}
