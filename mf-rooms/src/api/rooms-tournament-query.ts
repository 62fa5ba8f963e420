import { useQuery } from '@tanstack/react-query';
import { errorResponse } from 'shared-events';
import { tournamentKey } from './room-queries';
import { fetchTournament } from './rooms.api';

const MAX_RETRIES = 3;

/** A refusal (404, 403) will not change on a retry: only lost connections and server errors are tried again. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = errorResponse(error)?.status;
  return failureCount < MAX_RETRIES && (status === undefined || status >= 500);
}

/** True once the server said the tournament does not exist. */
export function isNotFound(error: unknown): boolean {
  return errorResponse(error)?.status === 404;
}

/**
 * The tournament the rooms page and the game stage are about, in the module's shared detail cache: "Tournament not
 * found" shows at once instead of after the default retries.
 */
export function useRoomsTournament(tournamentId: number) {
  return useQuery({
    queryKey: tournamentKey(tournamentId),
    queryFn: () => fetchTournament(tournamentId),
    enabled: Number.isInteger(tournamentId) && tournamentId > 0,
    retry: retryUnlessRefused,
  });
}
