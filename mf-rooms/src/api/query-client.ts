import { QueryClient } from '@tanstack/react-query';

/** The module's one cache. Room data changes live (roomsUpdate), so reads stay fresh only briefly between events. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5_000, retry: 3, retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000) },
    mutations: { retry: false },
  },
});
