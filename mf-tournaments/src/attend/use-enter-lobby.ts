import { useIsMutating, useMutation } from '@tanstack/react-query';
import { errorMessage, isNetworkError, sessionStore } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { enterTournamentLobby } from '../api/tournaments.api';
import { goToLobby } from './attend-navigation';

const ENTER_LOBBY_KEY = ['tournaments', 'enter-lobby'] as const;

class LoginRequiredError extends Error {}

/**
 * Enter Lobby from a tournament screen (SPEC §2, §4, §8): the lobby is entered here, then the game stage opens
 * already in it, so the player presses Enter Lobby once. A refusal stays on the screen as a toast.
 */
export function useEnterLobby() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationKey: ENTER_LOBBY_KEY,
    mutationFn: async (tournament: Tournament) => {
      if (!sessionStore.getState().user) throw new LoginRequiredError('You must be logged in to enter lobby.');
      return enterTournamentLobby(tournament.id);
    },
    onSuccess: (answer, tournament) => {
      toast.success(answer.message || 'Successfully entered lobby!');
      goToLobby(navigate, tournament);
    },
    onError: (error) => toast.error(enterLobbyFailure(error)),
  });
  return (tournament: Tournament) => mutation.mutate(tournament);
}

/** True while this tournament's lobby is being entered, wherever the button that started it is. */
export function useEnteringLobby(tournamentId: number): boolean {
  const entering = useIsMutating({
    mutationKey: ENTER_LOBBY_KEY,
    predicate: (mutation) => (mutation.state.variables as Tournament | undefined)?.id === tournamentId,
  });
  return entering > 0;
}

function enterLobbyFailure(error: unknown): string {
  if (error instanceof LoginRequiredError) return error.message;
  return isNetworkError(error) ? 'Network error while entering lobby' : errorMessage(error, 'Failed to enter lobby');
}
