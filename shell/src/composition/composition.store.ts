import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { RemoteExtension, RemoteRoutes } from 'shared-events';
import { composeRouteTable, type RouteEntry } from '../routing/route-table';
import { fetchRemotesManifest, type RemoteDescriptor } from '../federation/remotes-manifest';
import { registerRemoteModules } from '../federation/remotes';
import { loadRemoteRoutes } from './remote-routes.resource';

/** A slot extension with the remote that provides it. */
export interface PlacedExtension extends RemoteExtension {
  remote: string;
}

interface CompositionState {
  /** `loading` until every remote's declarations have arrived or failed. */
  status: 'loading' | 'ready';
  /** The shell's pages and the remotes' routes, in the order they are tried. */
  routeTable: RouteEntry[];
  /** Every slot extension, lowest order first. */
  extensions: PlacedExtension[];
}

/** What the page is composed of: filled from /remotes.json and each remote's routes.json at start-up. */
export const compositionStore = createStore<CompositionState>(() => ({ status: 'loading', routeTable: composeRouteTable([]), extensions: [] }));

export function useComposition<T>(selector: (state: CompositionState) => T): T {
  return useStore(compositionStore, selector);
}

/** Recomposes from the declarations known so far, in /remotes.json order whatever order they arrived in. */
function compose(
  remotes: readonly RemoteDescriptor[],
  declared: ReadonlyMap<string, RemoteRoutes>,
): Pick<CompositionState, 'routeTable' | 'extensions'> {
  const known = remotes.flatMap(({ name }) => {
    const routes = declared.get(name);
    return routes ? [{ remote: name, ...routes }] : [];
  });
  return {
    routeTable: composeRouteTable(known),
    extensions: known
      .flatMap(({ remote, extensions }) => extensions.map((extension) => ({ ...extension, remote })))
      .sort((a, b) => a.order - b.order),
  };
}

/**
 * Reads /remotes.json, registers the remotes with the federation runtime, then each remote's declarations; each
 * one is composed in as soon as it arrives. A remote whose declarations cannot be read contributes nothing (its
 * paths are unknown), which is logged; a remote whose code later fails shows its Retry panel in its own places.
 */
export async function composeRemotes(manifestUrl?: string): Promise<void> {
  let remotes: RemoteDescriptor[] = [];
  try {
    remotes = await fetchRemotesManifest(manifestUrl);
    registerRemoteModules(remotes);
  } catch (error) {
    console.error('[shell] /remotes.json could not be loaded; only the shell pages are available:', error);
  }
  const declared = new Map<string, RemoteRoutes>();
  await Promise.all(
    remotes.map(async (remote) => {
      try {
        declared.set(remote.name, await loadRemoteRoutes(remote));
        compositionStore.setState(compose(remotes, declared));
      } catch (error) {
        console.error(`[shell] ${remote.name}: its routes and slots are unknown, so none are shown (${remote.entry}):`, error);
      }
    }),
  );
  compositionStore.setState({ status: 'ready' });
}
