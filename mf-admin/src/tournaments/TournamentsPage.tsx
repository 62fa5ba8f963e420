import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link, useSearchParams } from 'shared-ui/router';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination, useSettledSearch } from 'shared-ui/pagination';
import { ADMIN_TOURNAMENTS_PAGE_SIZE, useAdminTournaments, type TournamentListQuery } from '../api/admin-tournaments.api';
import { paramsFromQuery, queryFromParams, STATUS_FILTERS } from './tournament-list-query';
import { TOURNAMENT_ROW_HEIGHT, TournamentsTable } from './TournamentsTable';
import { ChoiceInput, SearchInput } from '../layout/ListFilters';
import { ListHeading } from '../layout/ListHeading';

/** /admin/tournaments: every tournament, deleted ones included, searched, filtered, sorted and paged by the server. */
export default function TournamentsPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const change = (next: Partial<TournamentListQuery>) => setParams(paramsFromQuery({ ...query, page: 1, ...next }), { replace: true });
  const list = useAdminTournaments(query);

  const [search, setSearch] = useSettledSearch(query.search, (typed) => change({ search: typed }));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'flex-end' } }}>
        <ListHeading title="Tournaments" total={list.data?.total} />
        <Button variant="contained" component={Link} to="/admin/tournaments/new" sx={{ whiteSpace: 'nowrap' }}>
          New tournament
        </Button>
        <SearchInput label="Search by name or ID" value={search} onChange={setSearch} minWidth={280} />
        <ChoiceInput label="Status" value={query.status} options={STATUS_FILTERS} onChange={(status) => change({ status })} minWidth={160} />
      </Stack>
      {list.isPending && <LoadingState label="Loading tournaments" placeholders={8} placeholderHeight={TOURNAMENT_ROW_HEIGHT} />}
      {list.isError && !list.data && (
        <ErrorState message="Failed to load the tournaments." onRetry={() => void list.refetch()} retrying={list.isFetching} align="start" />
      )}
      {list.data?.total === 0 && <EmptyState title="No tournaments match." align="start" />}
      {list.data && list.data.tournaments.length > 0 && (
        <TournamentsTable
          tournaments={list.data.tournaments}
          sort={query.sort}
          order={query.order}
          onSort={(sort) => change({ sort, order: sort === query.sort && query.order === 'desc' ? 'asc' : 'desc' })}
        />
      )}
      {list.data && (
        <Pagination
          page={query.page}
          total={list.data.total}
          pageSize={ADMIN_TOURNAMENTS_PAGE_SIZE}
          onChange={(page) => change({ page })}
          label="Tournament pages"
          showPageCount
          disabled={list.isPlaceholderData}
          sx={{ justifyContent: 'flex-end', mt: 1.5 }}
        />
      )}
    </Paper>
  );
}
