import { useEffect } from 'react';
import { eventBus, sessionStore, useSession } from 'shared-events';
import { toast } from 'shared-ui';
import { createdToast, notificationToast, registrationToast, reminderToast, statusToast, type LiveToast } from './live-toasts';
import { browserDedupStorage, createNotificationDedup, type NotificationDedup } from './notification-dedup';

const LIVE_TOAST_MS = 8000;

let pageDedup: NotificationDedup | undefined;
const dedup = () => (pageDedup ??= createNotificationDedup({ storage: browserDedupStorage() }));

/** Every live event of SPEC §7 that shows a notification, as a toast, with duplicates suppressed (SPEC §4). */
export function useLiveToasts(): void {
  const userId = useSession((state) => state.user?.id);
  useEffect(() => {
    if (userId === undefined) return;
    const joined = () => sessionStore.getState().user?.registeredTournamentIds ?? [];
    const show = (live: LiveToast | undefined) => {
      if (live && dedup().admit({ ...live.identity, userId })) toast.info(live.message, { durationMs: LIVE_TOAST_MS });
    };
    const subscriptions = [
      eventBus.on('notification').subscribe((payload) => show(notificationToast(payload))),
      eventBus.on('tournament:notification').subscribe((payload) => show(reminderToast(payload))),
      eventBus.on('tournament:reminder').subscribe((payload) => show(reminderToast(payload))),
      eventBus.on('tournament:statusUpdate').subscribe((payload) => show(statusToast(payload))),
      eventBus.on('tournament:started').subscribe((payload) => show(statusToast(payload))),
      eventBus.on('tournament:ended').subscribe((payload) => show(statusToast(payload))),
      eventBus.on('tournament:created').subscribe((payload) => show(createdToast(payload))),
      eventBus.on('tournament:registrationUpdate').subscribe((payload) => show(registrationToast(payload, joined()))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [userId]);
}
