import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { eventBus } from 'shared-events';
import { TOURNAMENT_RESULTS_NOTIFICATION_TYPE, type NotificationPayload, type TableView, type TournamentStanding } from 'shared-events/contracts';
import { standingKey } from '../../api/room-queries';
import { fetchTournamentStanding } from '../../api/rooms.api';
import { standingRefreshMs } from './standing';

/** A results notification of this tournament (data: tournamentId, place, prize, entries), read as the player's finish. */
function resultOf(notice: NotificationPayload, tournamentId: number): { place: number; prize: number } | undefined {
  const data = notice.data;
  if (notice.type !== TOURNAMENT_RESULTS_NOTIFICATION_TYPE || data?.tournamentId !== tournamentId) return undefined;
  return typeof data.place === 'number' && typeof data.prize === 'number' ? { place: data.place, prize: data.prize } : undefined;
}

/** The payout's own word, in the cache at once (the place and prize the standing will say), then read again. */
function applyResult(queryClient: QueryClient, tournamentId: number, notice: NotificationPayload): void {
  const result = resultOf(notice, tournamentId);
  if (!result) return;
  queryClient.setQueryData<TournamentStanding>(standingKey(tournamentId), (standing) =>
    standing?.you ? { ...standing, you: { ...standing.you, ...result, stack: null, rank: null } } : standing,
  );
  void queryClient.invalidateQueries({ queryKey: standingKey(tournamentId) });
}

/**
 * Where the tournament stands, as the table shows it (GET /api/tournaments/{id}/standing, signed in): read again after
 * every hand the table completes (stacks, ranks and who is left change there), when the table finishes or says the
 * tournament was paused or resumed, when the player's results notification arrives (their place and prize, with the
 * payout), and on its own clock in between (standing.ts: every 15 s, sooner when a level or a break starts, every 2 s
 * while the player's finish settles).
 */
export function useTournamentStanding(tournamentId: number, view: TableView | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: standingKey(tournamentId),
    queryFn: () => fetchTournamentStanding(tournamentId),
    enabled: enabled && Number.isInteger(tournamentId) && tournamentId > 0,
    refetchInterval: (current) => standingRefreshMs(current.state.data, Date.now()),
  });

  const hand = view?.hand;
  const boundary =
    view?.status === 'finished' ? `${view.tableId}:finished` : hand?.street === 'complete' ? `${view?.tableId}:${hand.handNumber}` : undefined;
  useEffect(() => {
    if (enabled && boundary) void queryClient.invalidateQueries({ queryKey: standingKey(tournamentId) });
  }, [boundary, enabled, queryClient, tournamentId]);

  // The operator paused or resumed the tournament (the table's frame says so at once): its clock is read again.
  const pausedAt = view?.pausedAt ?? null;
  const seenPause = useRef(pausedAt);
  useEffect(() => {
    if (seenPause.current === pausedAt) return;
    seenPause.current = pausedAt;
    if (enabled) void queryClient.invalidateQueries({ queryKey: standingKey(tournamentId) });
  }, [pausedAt, enabled, queryClient, tournamentId]);

  useEffect(() => {
    if (!enabled) return;
    const subscription = eventBus.on('notification').subscribe((notice) => applyResult(queryClient, tournamentId, notice));
    return () => subscription.unsubscribe();
  }, [enabled, queryClient, tournamentId]);

  return query;
}
