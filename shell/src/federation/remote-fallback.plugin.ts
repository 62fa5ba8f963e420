import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `loadRemote` resolves to when a remote cannot be fetched or evaluated. */
export interface RemoteUnavailable {
  __remoteUnavailable: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && (value as RemoteUnavailable).__remoteUnavailable === true;
}

/**
 * A React error boundary cannot catch a failed remote load (it happens outside rendering), so the
 * federation runtime hands back a marker instead of throwing, and the shell renders a Retry panel.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'poker-remote-fallback',
    errorLoadRemote(args) {
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      console.error(`[shell] remote ${args.id} could not be loaded (${args.lifecycle}):`, reason);
      const marker: RemoteUnavailable = { __remoteUnavailable: true, id: args.id, reason };
      return marker;
    },
  };
}
