import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export interface PagedQueryOptions<TPage> extends Pick<UseQueryOptions<TPage>, 'staleTime' | 'retry' | 'enabled'> {
  /** The key of one page; the pages of a list share a prefix, so one invalidation refreshes them all. */
  pageKey: (page: number) => QueryKey;
  fetchPage: (page: number) => Promise<TPage>;
}

/**
 * A paged list from the server (SPEC §9: ten rows a page), starting on page 1. The page shown stays on screen
 * while the next one loads (`query.isPlaceholderData`), so the list does not blank between pages.
 */
export function usePagedQuery<TPage>({ pageKey, fetchPage, ...options }: PagedQueryOptions<TPage>) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: pageKey(page), queryFn: () => fetchPage(page), placeholderData: keepPreviousData, ...options });
  return { page, setPage, query };
}
