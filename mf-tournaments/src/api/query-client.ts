import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: the tournament list stays fresh 10 s, retries 3 times with exponential delay up to 30 s. */
export const TOURNAMENT_LIST_STALE_MS = 10_000;
export const TOURNAMENT_LIST_REFRESH_MS = 30_000;
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** The module's one cache: the lobby list, the detail page and the dashboard widgets read the same entries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: TOURNAMENT_LIST_STALE_MS, retry: 3, retryDelay },
    mutations: { retry: false },
  },
});
