import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { eventBus, followTournament } from 'shared-events';
import type { RoomDetailResponse, RoomsUpdatePayload } from 'shared-events/contracts';
import { roomKey, roomsKey, statsKey, tournamentKey, tournamentScope } from './room-queries';

/** Applies a room update of the followed tournament to every cached view of it (SPEC §7: other tournaments are ignored). */
export function applyRoomsUpdate(queryClient: QueryClient, tournamentId: number, update: RoomsUpdatePayload): void {
  if (update.tournamentId !== tournamentId) return;
  queryClient.setQueryData(roomsKey(tournamentId), update);
  for (const room of update.rooms) {
    queryClient.setQueryData<RoomDetailResponse>(roomKey(room.id), (cached) => (cached ? { ...cached, ...room, room } : cached));
  }
  void queryClient.invalidateQueries({ queryKey: statsKey(tournamentId) });
  void queryClient.invalidateQueries({ queryKey: tournamentKey(tournamentId) });
}

/**
 * While mounted, the page follows the tournament's channel: `tournament:roomsUpdate` and `roomsUpdate` applied to the
 * cache, and each time the channel is (re)synced (at first, after a reconnect that missed frames, after a gap) the
 * tournament's and the rooms' data are fetched again (an update sent before that moment never reached the page:
 * a room started just as the page opened would otherwise stay "Waiting for Players").
 */
export function useLiveTournamentRooms(tournamentId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tournamentId) return;
    const stop = followTournament(tournamentId, () => {
      void queryClient.invalidateQueries({ queryKey: tournamentScope(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: ['room'] });
    });
    const apply = (update: RoomsUpdatePayload) => applyRoomsUpdate(queryClient, tournamentId, update);
    const subscriptions = [eventBus.on('tournament:roomsUpdate').subscribe(apply), eventBus.on('roomsUpdate').subscribe(apply)];
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      stop();
    };
  }, [queryClient, tournamentId]);
}
