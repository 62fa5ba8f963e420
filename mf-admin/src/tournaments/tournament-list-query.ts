import type { AdminTournamentSort, AdminTournamentStatusFilter } from 'shared-events/contracts';
import type { TournamentListQuery } from '../api/admin-tournaments.api';

export const STATUS_FILTERS: readonly { value: TournamentListQuery['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'registering', label: 'Registering' },
  { value: 'late reg', label: 'Late Reg' },
  { value: 'running', label: 'Running' },
  { value: 'completed', label: 'Finished' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'deleted', label: 'Deleted' },
];

const SORTS: readonly AdminTournamentSort[] = ['startsAt', 'name', 'status', 'buyIn', 'players', 'createdAt'];

export const DEFAULT_QUERY: TournamentListQuery = { search: '', status: 'all', sort: 'startsAt', order: 'desc', page: 1 };

/**
 * The list's query as the address keeps it (`?search=&status=&sort=&order=&page=`), so a reload, a shared link and
 * Back show the same page; a value the list does not know reads as its default.
 */
export function queryFromParams(params: URLSearchParams): TournamentListQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: STATUS_FILTERS.some((filter) => filter.value === status) ? (status as AdminTournamentStatusFilter) : DEFAULT_QUERY.status,
    sort: SORTS.includes(sort as AdminTournamentSort) ? (sort as AdminTournamentSort) : DEFAULT_QUERY.sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's parameters for `query`: defaults are left out. */
export function paramsFromQuery(query: TournamentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('search', query.search);
  if (query.status !== DEFAULT_QUERY.status) params.set('status', query.status);
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.order !== DEFAULT_QUERY.order) params.set('order', query.order);
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}
