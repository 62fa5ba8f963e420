import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from 'shared-events';
import { ROOM_MESSAGES, type Room, type RoomDetailResponse, type RoomResponse, type RoomState } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { roomKey, tournamentScope } from './room-queries';
import { isNotFound } from './rooms-tournament-query';
import { changeRoomState, fetchRoom, leaveRoom, leaveTournament } from './rooms.api';

const MAX_RETRIES = 3;

/**
 * The room page's room (GET /api/rooms/{id}), under the key live updates write to. A room that does not exist is
 * not asked for again: the page says so at once instead of after the retries.
 */
export function useRoomPageRoom(roomId: number) {
  return useQuery({
    queryKey: roomKey(roomId),
    queryFn: () => fetchRoom(roomId),
    enabled: Number.isInteger(roomId) && roomId > 0,
    retry: (failures, error) => !isNotFound(error) && failures < MAX_RETRIES,
  });
}

/**
 * One host move of the room (PUT /api/rooms/{id}/state): the answer's room goes into the cache, with the spec's toasts.
 * A move the server answers without making (End Game in a tournament still in play breaks the table between hands
 * instead) shows the server's message, never the spec's success; a refusal (the final table) shows the server's reason.
 */
function useStateChange(room: Room, to: RoomState, success: string, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => changeRoomState(room.id, to),
    onSuccess: ({ room: changed, message }: RoomResponse) => {
      queryClient.setQueryData<RoomDetailResponse>(roomKey(changed.id), (cached) => (cached ? { ...cached, ...changed, room: changed } : cached));
      if (changed.roomState === to) toast.success(success);
      else toast.info(message);
    },
    onError: (error) => toast.error(errorMessage(error, fallback)),
  });
}

/** The host's Start Game and End Game. */
export function useRoomStateChange(room: Room) {
  return {
    start: useStateChange(room, 'playing', ROOM_MESSAGES.gameStarted, 'Failed to start game'),
    end: useStateChange(room, 'completed', ROOM_MESSAGES.gameEnded, 'Failed to end game'),
  };
}

/** One way out (of the room or the whole tournament): what the room showed is refetched, with the spec's toasts. */
function useLeave(room: Room, leave: () => Promise<unknown>, success: string, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leave,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tournamentScope(room.tournamentId) });
      void queryClient.invalidateQueries({ queryKey: roomKey(room.id) });
      toast.success(success);
    },
    onError: (error) => toast.error(errorMessage(error, fallback)),
  });
}

/** Leave Room and Leave Tournament (SPEC §7 Rooms); the caller moves on after success. */
export function useLeaving(room: Room) {
  return {
    leaveRoom: useLeave(room, () => leaveRoom(room.id), ROOM_MESSAGES.leftRoom, 'Failed to leave room'),
    leaveTournament: useLeave(room, () => leaveTournament(room.tournamentId), ROOM_MESSAGES.leftTournament, 'Failed to leave tournament'),
  };
}
