import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, errorResponse } from 'shared-events';
import { ROOM_MESSAGES, type Room, type RoomDetailResponse, type RoomResponse } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { roomKey, tournamentScope } from './room-queries';
import { changeRoomState, fetchRoom, leaveRoom, leaveTournament } from './rooms.api';

const MAX_RETRIES = 3;

export const isNotFound = (error: unknown) => errorResponse(error)?.status === 404;

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

function useApplyRoom() {
  const queryClient = useQueryClient();
  return ({ room }: RoomResponse) =>
    queryClient.setQueryData<RoomDetailResponse>(roomKey(room.id), (cached) => (cached ? { ...cached, ...room, room } : cached));
}

/** The host's Start Game and End Game (PUT /api/rooms/{id}/state), with the spec's toasts. */
export function useRoomStateChange(room: Room) {
  const applyRoom = useApplyRoom();
  const start = useMutation({
    mutationFn: () => changeRoomState(room.id, 'playing'),
    onSuccess: (response) => {
      applyRoom(response);
      toast.success(ROOM_MESSAGES.gameStarted);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to start game')),
  });
  const end = useMutation({
    mutationFn: () => changeRoomState(room.id, 'completed'),
    onSuccess: (response) => {
      applyRoom(response);
      toast.success(ROOM_MESSAGES.gameEnded);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to end game')),
  });
  return { start, end };
}

/** Leave Room and Leave Tournament (SPEC §7 Rooms), with the spec's toasts; the caller moves on after success. */
export function useLeaving(room: Room) {
  const queryClient = useQueryClient();
  const forget = () => {
    void queryClient.invalidateQueries({ queryKey: tournamentScope(room.tournamentId) });
    void queryClient.invalidateQueries({ queryKey: roomKey(room.id) });
  };
  const leaveRoomMutation = useMutation({
    mutationFn: () => leaveRoom(room.id),
    onSuccess: () => {
      forget();
      toast.success(ROOM_MESSAGES.leftRoom);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to leave room')),
  });
  const leaveTournamentMutation = useMutation({
    mutationFn: () => leaveTournament(room.tournamentId),
    onSuccess: () => {
      forget();
      toast.success(ROOM_MESSAGES.leftTournament);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to leave tournament')),
  });
  return { leaveRoom: leaveRoomMutation, leaveTournament: leaveTournamentMutation };
}
