import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, sessionStore, updateUser, useSession } from 'shared-events';
import type { TournamentLobbyQuery } from 'shared-events/contracts';
import { toast, type ToastOptions } from 'shared-ui';
import {
  fetchTournament,
  fetchTournamentResults,
  fetchTournaments,
  fetchTournamentLobby,
  fetchTournamentStanding,
  registerForTournament,
  unregisterFromTournament,
} from './tournaments.api';

/** Every tournament query starts with this key, so one invalidation refreshes the list, details and results. */
export const TOURNAMENTS_KEY = ['tournaments'] as const;
export const tournamentListKey = (token: string | null) => [...TOURNAMENTS_KEY, 'list', token ? 'signed-in' : 'visitor'] as const;
export const tournamentKey = (id: number) => [...TOURNAMENTS_KEY, 'detail', id] as const;
export const resultsKey = (id: number) => [...TOURNAMENTS_KEY, 'results', id] as const;
export const standingKey = (id: number) => [...TOURNAMENTS_KEY, 'standing', id] as const;
export const lobbyKey = (id: number) => [...TOURNAMENTS_KEY, 'lobby', id] as const;

/** SPEC §7: the lobby list is read again every 30 s (its freshness and retries are the page cache's defaults). */
export const TOURNAMENT_LIST_REFRESH_MS = 30_000;

/** SPEC §8 toast durations for registration and unregistration. */
export const REGISTRATION_TOAST_MS = 5000;

/** The lobby list (SPEC §7): polled every 30 s; a signed-in reader's copy carries isRegistered, so it is keyed by session. */
export function useTournaments() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: tournamentListKey(token), queryFn: fetchTournaments, refetchInterval: TOURNAMENT_LIST_REFRESH_MS });
}

export function useTournament(id: number, enabled = true) {
  return useQuery({
    queryKey: tournamentKey(id),
    queryFn: () => fetchTournament(id),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

export function useTournamentResults(id: number, enabled = true) {
  return useQuery({ queryKey: resultsKey(id), queryFn: () => fetchTournamentResults(id), enabled });
}

/**
 * The page of the lobby tabs on screen, keyed under lobbyKey(id): read again on the live events, never on a timer
 * (registrations, status and results invalidate every tournament query; the tournament's room updates this one, see
 * use-live-lobby.ts), and an invalidation reads again only the page on screen. The page shown stays while the next
 * one is read (paging and searching never blank the tab).
 */
export function useTournamentLobby(id: number, query: TournamentLobbyQuery) {
  return useQuery({ queryKey: [...lobbyKey(id), query], queryFn: () => fetchTournamentLobby(id, query), placeholderData: keepPreviousData });
}

/** How often a registered player's tournament page asks where their chips are, besides the tournament's room updates. */
export const STANDING_REFRESH_MS = 15_000;

const standingQuery = (id: number) => ({
  queryKey: standingKey(id),
  queryFn: () => fetchTournamentStanding(id),
  refetchInterval: STANDING_REFRESH_MS,
});

/** The tournament in play as a registered player stands in it (their table among it), read again every 15 s. */
export function useTournamentStanding(id: number, enabled: boolean) {
  return useQuery({ ...standingQuery(id), enabled });
}

/** Several tournaments' standings at once, each read as useTournamentStanding reads it (one cache entry per tournament). */
export function useTournamentStandings(ids: readonly number[]) {
  return useQueries({ queries: ids.map(standingQuery) });
}

function withTournament(ids: readonly number[], id: number, registered: boolean): number[] {
  const others = ids.filter((other) => other !== id);
  return registered ? [...others, id].sort((a, b) => a - b) : others;
}

/**
 * Register and unregister (SPEC §4, §8): a busy flag while the call runs, a success toast, the session's balance
 * and registered ids updated, the tournament queries refetched; a failure shows the server's `error`, else its
 * `message`, else the spec's fallback for 5 s and is rethrown to the caller.
 */
export function useRegistration() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });

  const register = useMutation({
    mutationFn: async (id: number) => {
      if (!sessionStore.getState().user) throw new LoginRequiredError('You must be logged in to register.');
      return { id, answer: await registerForTournament(id) };
    },
    onSuccess: ({ id, answer }) => {
      const user = sessionStore.getState().user;
      updateUser({ balance: answer.remainingBalance, registeredTournamentIds: withTournament(user?.registeredTournamentIds ?? [], id, true) });
      toast.success(answer.message, registrationToast(id));
      return refresh();
    },
    onError: (error, id) => toast.error(failureText(error, 'Registration failed. Please try again.'), registrationToast(id)),
  });

  const unregister = useMutation({
    mutationFn: async (id: number) => {
      if (!sessionStore.getState().user) throw new LoginRequiredError('You must be logged in to unregister.');
      return { id, answer: await unregisterFromTournament(id) };
    },
    onSuccess: ({ id, answer }) => {
      const user = sessionStore.getState().user;
      updateUser({ balance: answer.remainingBalance, registeredTournamentIds: withTournament(user?.registeredTournamentIds ?? [], id, false) });
      toast.success(answer.message, registrationToast(id));
      return refresh();
    },
    onError: (error, id) => toast.error(failureText(error, 'Unregistration failed. Please try again.'), registrationToast(id)),
  });

  return { register, unregister };
}

/** A tournament's registration toasts replace each other: a refusal is stale once a retry (or the deposit that allowed it) succeeded. */
function registrationToast(id: number): ToastOptions {
  return { durationMs: REGISTRATION_TOAST_MS, topic: `tournament-registration:${id}` };
}

class LoginRequiredError extends Error {}

function failureText(error: unknown, fallback: string): string {
  return error instanceof LoginRequiredError ? error.message : errorMessage(error, fallback);
}
