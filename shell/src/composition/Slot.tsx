import { Fragment, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { eventBus, useSession, type EventName } from 'shared-events';
import { useComposition, type PlacedExtension } from './composition.store';
import { mayUse } from '../routing/session-access';

// The federation runtime and single-spa load with the first extension, not with a visitor's first page.
const RemoteParcel = lazy(() => import(/* webpackChunkName: "remote-parcel" */ '../federation/RemoteParcel'));

export interface SlotProps {
  /** The slot name remotes attach to in their routes.json, e.g. `dashboard.widgets`. */
  name: string;
  /** Header slots: no spinner, a small retry button instead of the panel. */
  compact?: boolean;
  /** Places each extension's parcel in the slot's layout (a grid cell, a list item). */
  wrap?: (parcel: ReactNode, extension: PlacedExtension) => ReactNode;
}

/**
 * An extension that waits for its bus event (`mountOn`): nothing is fetched until the event is first emitted; then the
 * remote is loaded and mounted with that event's payload as its `trigger`, and stays mounted for the later ones.
 */
function MountOnEvent({ extension, compact }: { extension: PlacedExtension; compact: boolean }) {
  const [trigger, setTrigger] = useState<{ payload: unknown } | undefined>();
  const mounted = trigger !== undefined;
  useEffect(() => {
    if (mounted) return undefined;
    const subscription = eventBus.on(extension.mountOn as EventName).subscribe((payload) => setTrigger({ payload }));
    return () => subscription.unsubscribe();
  }, [extension.mountOn, mounted]);
  if (!trigger) return null;
  return <RemoteParcel remote={extension.remote} module={extension.module} compact={compact} props={{ trigger: trigger.payload }} />;
}

/**
 * Renders every remote extension attached to a slot, lowest order first, each as its own parcel: one that cannot
 * load or crashes shows its own Retry panel and leaves its neighbours alone. Extensions that need a session are
 * left out for visitors, and those for admins for everyone else.
 */
export function Slot({ name, compact = false, wrap = (parcel) => parcel }: SlotProps) {
  const extensions = useComposition((state) => state.extensions);
  const role = useSession((state) => state.user?.role ?? null);
  const attached = useMemo(
    () => extensions.filter((extension) => extension.slot === name && mayUse(extension.session, role && { role })),
    [extensions, name, role],
  );
  if (attached.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {attached.map((extension) => (
        <Fragment key={`${extension.remote}/${extension.module}`}>
          {wrap(
            extension.mountOn ? (
              <MountOnEvent extension={extension} compact={compact} />
            ) : (
              <RemoteParcel remote={extension.remote} module={extension.module} compact={compact} />
            ),
            extension,
          )}
        </Fragment>
      ))}
    </Suspense>
  );
}
