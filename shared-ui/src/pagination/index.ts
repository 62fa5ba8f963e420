/**
 * Paged lists ('shared-ui/pagination'): Prev, "Page N", Next by the SPEC §9 rule, and the search box that narrows a
 * list once the typing pauses. A subpath entry, bundled into the remotes that use it.
 */
export { Pagination, type PaginationProps } from './Pagination';
export { SEARCH_SETTLE_MS, useSettledSearch } from './use-settled-search';
