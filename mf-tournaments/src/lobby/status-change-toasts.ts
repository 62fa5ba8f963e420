import { useEffect, useRef } from 'react';
import { useSession } from 'shared-events';
import type { Tournament, TournamentDynamicStatus } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { clockDynamicStatus } from '../attend/clock-status';

const LABELS: Record<TournamentDynamicStatus, string> = { registering: 'Registering', running: 'Running', finished: 'Finished' };

export type SeenStatuses = ReadonlyMap<number, TournamentDynamicStatus>;

/**
 * SPEC §4: a change to running, registering or finished is announced. Compares each tournament's status at
 * `now` with the one seen before; a tournament seen for the first time, or cancelled, announces nothing.
 */
export function statusChanges(seen: SeenStatuses, tournaments: readonly Tournament[], now: number): { seen: SeenStatuses; messages: string[] } {
  const next = new Map<number, TournamentDynamicStatus>();
  const messages: string[] = [];
  for (const tournament of tournaments) {
    if (tournament.status === 'cancelled') continue;
    const status = clockDynamicStatus(tournament, now);
    const before = seen.get(tournament.id);
    if (before !== undefined && before !== status) messages.push(`${tournament.name} is now ${LABELS[status]}`);
    next.set(tournament.id, status);
  }
  return { seen: next, messages };
}

/**
 * Toasts the lobby's status changes to a visitor. A signed-in player already gets one toast per change from the
 * socket (mf-notifications), so none is added for them.
 */
export function useStatusChangeToasts(tournaments: readonly Tournament[] | undefined, now: number): void {
  const visitor = useSession((state) => state.token === null);
  const seen = useRef<SeenStatuses>(new Map());
  useEffect(() => {
    if (!tournaments) return;
    const changes = statusChanges(seen.current, tournaments, now);
    seen.current = changes.seen;
    if (visitor) for (const message of changes.messages) toast.info(message);
  }, [tournaments, now, visitor]);
}
