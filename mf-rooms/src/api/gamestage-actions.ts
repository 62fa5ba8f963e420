import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from 'shared-events';
import { ROOM_MESSAGES } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { failureText } from './failure-text';
import { roomsKey, tournamentKey, tournamentScope } from './room-queries';
import { enterLobby, fetchTournament, fetchTournamentRooms, triggerRoomCreation } from './rooms.api';

class LoginRequiredError extends Error {}

/** Enter Lobby (SPEC §4): not_entered → in_lobby; the detail is read again so the player's entry carries lobbyEnteredAt. */
export function useEnterLobby(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (!sessionStore.getState().user) throw new LoginRequiredError('You must be logged in to enter lobby.');
      return enterLobby(tournamentId);
    },
    onSuccess: (answer) => {
      toast.success(answer.message || 'Successfully entered lobby!');
      return queryClient.invalidateQueries({ queryKey: tournamentKey(tournamentId) });
    },
    onError: (error) =>
      toast.error(
        error instanceof LoginRequiredError ? error.message : failureText(error, 'Failed to enter lobby', 'Network error while entering lobby'),
      ),
  });
}

/** The debug button: one pass of the server's room monitor for this tournament. */
export function useTriggerRoomCreation(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => triggerRoomCreation(tournamentId),
    onSuccess: () => {
      toast.success(ROOM_MESSAGES.creationTriggered);
      return queryClient.invalidateQueries({ queryKey: tournamentScope(tournamentId) });
    },
    onError: (error) => toast.error(failureText(error, 'Failed to trigger room creation', 'Network error while triggering room creation')),
  });
}

/** The statistics' refresh button: the tournament (participants) and its rooms read again now. */
export function useRefreshStatistics(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => Promise.all([fetchTournament(tournamentId), fetchTournamentRooms(tournamentId)]),
    onSuccess: ([tournament, rooms]) => {
      queryClient.setQueryData(tournamentKey(tournamentId), tournament);
      queryClient.setQueryData(roomsKey(tournamentId), rooms);
    },
    onError: (error) => toast.error(failureText(error, 'Failed to fetch rooms', 'Network error while fetching rooms')),
  });
}
