import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROOM_MESSAGES, type Room } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { failureText } from './failure-text';
import { roomsKey, statsKey, tournamentScope } from './room-queries';
import { createRoom, fetchRoomStats, fetchTournamentRooms, searchRooms } from './rooms.api';

/** "Create Rooms" (our addition, SPEC §2): the server seats the creator in a new room of the tournament. */
export function useCreateRoom(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createRoom(tournamentId),
    onSuccess: (answer) => {
      toast.success(answer.message || ROOM_MESSAGES.roomCreated);
      return queryClient.invalidateQueries({ queryKey: tournamentScope(tournamentId) });
    },
    onError: (error) => toast.error(failureText(error, 'Failed to create room')),
  });
}

/** The refresh button: rooms and stats read again now, once each (no retries: the reader sees the outcome). */
export function useRefreshRooms(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => Promise.all([fetchTournamentRooms(tournamentId), fetchRoomStats(tournamentId)]),
    onSuccess: ([rooms, stats]) => {
      queryClient.setQueryData(roomsKey(tournamentId), rooms);
      queryClient.setQueryData(statsKey(tournamentId), stats);
      toast.success('Rooms refreshed');
    },
    onError: (error) => toast.error(failureText(error, 'Failed to fetch rooms', 'Network error while fetching rooms')),
  });
}

export interface RoomSearchResult {
  term: string;
  rooms: Room[];
}

/**
 * The rooms search (SPEC §5): a blank text goes back to the full list (read again); otherwise the matching rooms
 * of this tournament. `result` is undefined while the full list shows.
 */
export function useRoomSearch(tournamentId: number) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<RoomSearchResult>();
  const search = useMutation({
    mutationFn: async (text: string): Promise<RoomSearchResult | undefined> => {
      const term = text.trim();
      if (!term) {
        await queryClient.refetchQueries({ queryKey: roomsKey(tournamentId) });
        return undefined;
      }
      return { term, rooms: (await searchRooms(term, tournamentId)).rooms };
    },
    onSuccess: setResult,
    onError: (error) => toast.error(failureText(error, 'Failed to search rooms')),
  });
  return { result, search };
}
