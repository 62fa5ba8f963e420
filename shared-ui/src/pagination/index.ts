/** Paged lists ('shared-ui/pagination'): Prev, "Page N", Next by the SPEC §9 rule. A subpath entry, bundled into the remotes that use it. */
export { Pagination, type PaginationProps } from './Pagination';
