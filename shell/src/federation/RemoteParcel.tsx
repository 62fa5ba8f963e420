import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import { CenteredSpinner, UnavailablePanel } from 'shared-ui';
import { loadRemoteLifecycles, resetRemote } from './remotes';
import './start-single-spa';

export interface RemoteParcelProps {
  remote: string;
  module?: string;
  /** Header slots: no spinner, and a small retry button instead of the panel. */
  compact?: boolean;
  /** Handed to the module's root component as its props (e.g. the bus event that mounted it). */
  props?: Record<string, unknown>;
}

const NO_PROPS = {};

type LoadState = { status: 'loading' } | { status: 'ready'; lifecycles: LifeCycles } | { status: 'failed' };

/** One attempt at loading and mounting a remote module; Retry starts a fresh attempt (a new key). */
function RemoteParcelAttempt({ remote, module, compact, props, onRetry }: Required<RemoteParcelProps> & { onRetry: () => void }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    let current = true;
    loadRemoteLifecycles(remote, module).then(
      (lifecycles) => current && setState({ status: 'ready', lifecycles }),
      (error: unknown) => {
        console.error(`[shell] ${remote} could not be loaded:`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module]);

  const handleError = useCallback(
    (error: Error) => {
      console.error(`[shell] ${remote} failed:`, error);
      setState({ status: 'failed' });
    },
    [remote],
  );

  if (state.status === 'failed') return <UnavailablePanel onRetry={onRetry} compact={compact} />;
  return (
    <>
      {!mounted && !compact && (
        // Out of the flow, over the place the module draws in: the module paints its first screen before single-spa
        // reports it mounted, and a spinner in the flow above it would then vanish and lift the whole screen (a layout
        // shift of the spinner's height). Horizontally it spans its positioned ancestor (a slot's cell) or the page.
        <Box sx={{ position: 'absolute', left: 0, right: 0 }}>
          <CenteredSpinner />
        </Box>
      )}
      {state.status === 'ready' && (
        <Parcel
          {...props}
          config={state.lifecycles}
          mountParcel={mountRootParcel}
          handleError={handleError}
          parcelDidMount={() => setMounted(true)}
          wrapWith="div"
          wrapStyle={{ display: 'contents' }}
        />
      )}
    </>
  );
}

/**
 * Mounts a remote's single-spa lifecycles in place. The remote is loaded before single-spa sees it, so a
 * remote that cannot be fetched never leaves a broken parcel behind; one that throws while mounting also
 * ends in the Retry panel.
 */
export default function RemoteParcel({ remote, module = 'app', compact = false, props = NO_PROPS }: RemoteParcelProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);
  return (
    <RemoteParcelAttempt key={`${remote}/${module}/${attempt}`} remote={remote} module={module} compact={compact} props={props} onRetry={retry} />
  );
}
