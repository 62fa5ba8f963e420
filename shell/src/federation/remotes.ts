import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { isRemoteUnavailable } from './remote-fallback.plugin';

/** `/remotes.json`: container name → entry URL. Fetched at runtime so a module can move without rebuilding the shell. */
export type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest = {};

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes manifest: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error('remotes manifest: not an object');
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function toRemotes(entries: RemotesManifest) {
  return Object.entries(entries).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
}

export function registerRemoteModules(entries: RemotesManifest): void {
  manifest = entries;
  registerRemotes(toRemotes(entries));
}

/** Forgets a failed remote so the next load fetches its entry again. */
export function resetRemote(name: string): void {
  const entry = manifest[name];
  if (entry) registerRemotes(toRemotes({ [name]: entry }), { force: true });
}

export class RemoteLoadError extends Error {
  constructor(readonly remote: string, reason: string) {
    super(`${remote} is unavailable: ${reason}`);
  }
}

/** Loads the single-spa lifecycles a remote exposes as `./<module>` (`loadRemote('<remote>/<module>')`). */
export async function loadRemoteLifecycles(remote: string, module: string): Promise<LifeCycles> {
  if (!manifest[remote]) throw new RemoteLoadError(remote, 'not listed in /remotes.json');
  const loaded = await loadRemote<LifeCycles | { default: LifeCycles }>(`${remote}/${module}`);
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new RemoteLoadError(remote, isRemoteUnavailable(loaded) ? loaded.reason : 'empty module');
  }
  return 'bootstrap' in loaded || 'mount' in loaded ? (loaded as LifeCycles) : (loaded as { default: LifeCycles }).default;
}
