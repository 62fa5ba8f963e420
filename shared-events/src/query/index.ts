export {
  queryClient,
  shouldRetry,
  retryDelay,
  clearCacheWhenUserChanges,
  QUERY_RETRIES,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_MS,
} from './query-client';
export { usePagedQuery, type PagedQueryOptions } from './use-paged-query';
export { QueryProvider } from './QueryProvider';
