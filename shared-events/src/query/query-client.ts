import { QueryClient, type Query } from '@tanstack/react-query';
// Through the package name: this entry is shared apart from the main one, and the page holds one session store.
import { errorResponse, sessionStore } from 'shared-events';

/** SPEC §7 and §9: a read fails after 3 retries, each waiting twice as long as the last, never more than 30 s. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** SPEC §9: what was read stays fresh 10 s; the live events refresh what changes sooner. */
export const QUERY_STALE_MS = 10_000;

export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);

/** A 4xx answer (not found, forbidden, invalid) would be the same on a retry: only failures without one are retried. */
export function shouldRetry(failures: number, error: unknown): boolean {
  const status = errorResponse(error)?.status;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failures < QUERY_RETRIES;
}

/**
 * The page's one query cache: every module's reads and writes go through it, so one invalidation reaches every
 * root that shows the data. Coming back to a tab reads again what went stale there (a visitor has no socket, and a
 * sleeping laptop's socket misses events). A write is never repeated by the cache: the player decides, and the
 * wallet's idempotency key makes that retry safe.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: QUERY_STALE_MS, retry: shouldRetry, retryDelay, refetchOnWindowFocus: true, refetchOnReconnect: true },
    mutations: { retry: false },
  },
});

/**
 * The cache holds one user's data, so the next user of the tab never sees the last one's. At logout (or a 401, or
 * another tab's logout) reads under way are cancelled and everything no screen shows is dropped; what a screen
 * still shows goes as soon as that screen lets go of it (the shell leaves the signed-in pages at logout). When a
 * user signs in, everything read before is dropped, whoever it belonged to.
 */
export function clearCacheWhenUserChanges(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  let owner = sessionStore.getState().user?.id ?? null;
  let leftovers = new Set<Query>();
  const stopWatchingCache = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !leftovers.has(event.query) || event.query.getObserversCount() > 0) return;
    leftovers.delete(event.query);
    cache.remove(event.query);
  });
  const stopWatchingSession = sessionStore.subscribe(({ user }) => {
    const next = user?.id ?? null;
    if (next === owner) return;
    owner = next;
    void client.cancelQueries();
    client.getMutationCache().clear();
    client.removeQueries({ type: 'inactive' });
    if (next === null) {
      leftovers = new Set(cache.getAll());
    } else {
      leftovers = new Set();
      // A screen still open (another tab signed in as someone else) blanks and reads again for the new user.
      void client.resetQueries({ type: 'active' });
    }
  });
  return () => {
    stopWatchingCache();
    stopWatchingSession();
  };
}

clearCacheWhenUserChanges(queryClient);
