import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { isRemoteUnavailable } from './remote-fallback.plugin';
import type { RemoteDescriptor } from './remotes-manifest';

const entries = new Map<string, string>();

const toRemote = (name: string, entry: string) => ({ name, entry });

export function registerRemoteModules(remotes: readonly RemoteDescriptor[]): void {
  for (const { name, entry } of remotes) entries.set(name, entry);
  registerRemotes(remotes.map(({ name, entry }) => toRemote(name, entry)));
}

/** Forgets a failed remote so the next load fetches its entry again. */
export function resetRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([toRemote(name, entry)], { force: true });
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
  }
}

/** Loads the single-spa lifecycles a remote exposes as `./<module>` (`loadRemote('<remote>/<module>')`). */
export async function loadRemoteLifecycles(remote: string, module: string): Promise<LifeCycles> {
  if (!entries.has(remote)) throw new RemoteLoadError(remote, 'not listed in /remotes.json');
  const loaded = await loadRemote<LifeCycles | { default: LifeCycles }>(`${remote}/${module}`);
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new RemoteLoadError(remote, isRemoteUnavailable(loaded) ? loaded.reason : 'empty module');
  }
  return 'bootstrap' in loaded || 'mount' in loaded ? (loaded as LifeCycles) : (loaded as { default: LifeCycles }).default;
}
