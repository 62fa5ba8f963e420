/**
 * `/remotes.json`, the one fetch that tells the shell where each remote lives. A value is either the entry URL
 * (a remote deployed anywhere: its routes.json is read beside that entry) or `{ entry, routes, extensions }`
 * (the server inlines what each remote it serves declares, saving a request per remote).
 */
export interface RemoteDescriptor {
  /** Federation container name, e.g. `mf_auth`. */
  name: string;
  /** Absolute URL of remoteEntry.js. */
  entry: string;
  /** The routes/extensions fields when inlined in the manifest, still to be validated. */
  declared?: { routes?: unknown; extensions?: unknown };
}

const absolute = (url: string) => new URL(url, window.location.href).href;

function toDescriptor(name: string, value: unknown): RemoteDescriptor | undefined {
  if (typeof value === 'string') return { name, entry: absolute(value) };
  if (typeof value === 'object' && value !== null && typeof (value as { entry?: unknown }).entry === 'string') {
    const { entry, routes, extensions } = value as { entry: string; routes?: unknown; extensions?: unknown };
    const inlined = routes !== undefined || extensions !== undefined;
    return { name, entry: absolute(entry), ...(inlined ? { declared: { routes, extensions } } : {}) };
  }
  console.error(`[shell] /remotes.json: "${name}" needs an entry URL or { "entry": ... }; it is left out`);
  return undefined;
}

declare global {
  interface Window {
    /** /remotes.json as requested by index.html's first script, in parallel with the shell's own code. */
    __pokerRemotesManifest?: Promise<unknown>;
  }
}

/** The page's early request when there is one (used once), else a fetch of its own. */
function requestManifest(url: string): Promise<unknown> {
  const early = url === '/remotes.json' ? window.__pokerRemotesManifest : undefined;
  window.__pokerRemotesManifest = undefined;
  if (early) return early;
  return fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes manifest: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemoteDescriptor[]> {
  const body = await requestManifest(url);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('remotes manifest: not an object');
  return Object.entries(body).flatMap(([name, value]) => toDescriptor(name, value) ?? []);
}
