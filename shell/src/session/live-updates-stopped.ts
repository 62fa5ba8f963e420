import type { eventBus as EventBus } from 'shared-events';
import { toast } from 'shared-ui';

/** Shown when the server closes this tab's socket for good: nothing live reaches the page until it reloads. */
export const LIVE_UPDATES_STOPPED = {
  replaced: 'Live updates stopped here: your account is open in too many other tabs or devices. Reload the page to resume them.',
  throttled: 'Live updates stopped: this page sent too many messages. Reload the page to resume them.',
} as const;

/**
 * The server closes a socket it will not have reconnected (a newer one of the same user took its place, or it sent
 * more than its packet budget); without a word the page would just stop changing. Returns the function that stops
 * listening.
 */
export function followLiveUpdatesStopped(bus: typeof EventBus): () => void {
  const subscriptions = [
    bus.on('connection:replaced').subscribe(() => toast.warning(LIVE_UPDATES_STOPPED.replaced)),
    bus.on('connection:throttled').subscribe(() => toast.warning(LIVE_UPDATES_STOPPED.throttled)),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
