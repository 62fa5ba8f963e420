import type { RemoteRoutes } from 'shared-events';
import type { RemoteDescriptor } from '../federation/remotes-manifest';
import { parseRemoteRoutes } from './parse-remote-routes';

/** A remote publishes its routes.json in the same folder as its remoteEntry.js. */
export const routesFileUrl = (entry: string) => new URL('routes.json', entry).href;

async function fetchRoutesFile(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * What a remote contributes: inlined in /remotes.json when its server knows it, else read beside its entry.
 * Rejects when it cannot be read or is invalid; the caller decides what that remote's absence means.
 */
export async function loadRemoteRoutes(remote: RemoteDescriptor): Promise<RemoteRoutes> {
  if (remote.declared) return parseRemoteRoutes(remote.declared);
  return parseRemoteRoutes(await fetchRoutesFile(routesFileUrl(remote.entry)));
}
