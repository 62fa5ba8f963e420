import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-events';
import { ROOM_MESSAGES, type Room, type TableMovedFrame } from 'shared-events/contracts';
import { useLocation, useNavigate } from 'shared-ui/router';
import { toast } from 'shared-ui';
import { useRoomPageRoom } from '../api/room-page';
import { isNotFound } from '../api/rooms-tournament-query';
import { useLiveTournamentRooms } from '../api/live-rooms';
import { roomKey, tournamentScope, useTournamentDetail, useTournamentRooms } from '../api/room-queries';
import { fetchRoom } from '../api/rooms.api';

/**
 * What the screen that opened the room hands over (SPEC §2): enough for the first paint before the room loads. Its
 * `isCreator` flag is not needed: the host is the room's `createdBy`, which stays right when the host passes on.
 */
export interface RoomPageState {
  room?: Room;
  tournament?: { id: number; name: string };
  /** The tournament moved the player here from another table (their old table's page followed them). */
  moved?: TableMovedFrame;
}

function passedState(state: unknown, roomId: number): RoomPageState {
  if (!state || typeof state !== 'object') return {};
  const { room, tournament, moved } = state as RoomPageState;
  // State left over from another room's entry must not paint this one.
  const movedHere = moved?.toTableId === roomId ? moved : undefined;
  if (room?.id === roomId) return { room, tournament: tournament?.id === room.tournamentId ? tournament : undefined, moved: movedHere };
  if (movedHere) return { moved: movedHere, tournament: tournament?.id === movedHere.tournamentId ? tournament : undefined };
  return {};
}

/**
 * The room page's data: the room (handed over, then loaded and kept live), its tournament's detail and rooms, and
 * what the signed-in player is in it. A room that does not exist sends the player back to the tournaments.
 */
export function useRoomPage(roomId: number) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?.id);
  const passed = passedState(location.state, roomId);
  const roomQuery = useRoomPageRoom(roomId);
  const room = roomQuery.data ?? passed.room;
  const tournamentId = room?.tournamentId;
  useLiveTournamentRooms(tournamentId);
  const detail = useTournamentDetail(tournamentId ?? 0, tournamentId !== undefined);
  const rooms = useTournamentRooms(tournamentId ?? 0, tournamentId !== undefined);

  const notFound = isNotFound(roomQuery.error);
  const announced = useRef(false);
  useEffect(() => {
    if (!notFound || announced.current) return;
    announced.current = true;
    toast.error(ROOM_MESSAGES.roomNotFound);
    void navigate('/tournaments', { replace: true });
  }, [notFound, navigate]);

  /** Refresh: the room at once (no retries, the player is waiting), then the tournament's views in the background. */
  const refresh = async () => {
    try {
      await queryClient.fetchQuery({ queryKey: roomKey(roomId), queryFn: () => fetchRoom(roomId), retry: false, staleTime: 0 });
      void queryClient.invalidateQueries({ queryKey: tournamentScope(tournamentId ?? 0) });
    } catch (error) {
      if (!isNotFound(error)) toast.error('Failed to load room data');
    }
  };

  return {
    room,
    userId,
    tournamentName: detail.data?.name ?? roomQuery.data?.tournament.name ?? passed.tournament?.name ?? room?.Tournament.name,
    moved: passed.moved,
    /** What the game stage needs handed over when the player goes back to it. */
    tournamentForLobby: detail.data ?? roomQuery.data?.tournament ?? passed.tournament ?? room?.Tournament,
    detail,
    rooms: rooms.data?.rooms,
    loading: !room && roomQuery.isPending && roomQuery.fetchStatus !== 'idle',
    failed: !room && roomQuery.isError && !notFound,
    retry: () => void roomQuery.refetch(),
    refresh,
  };
}
