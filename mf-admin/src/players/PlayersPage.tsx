import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination, useSettledSearch } from 'shared-ui/pagination';
import { Link, useSearchParams } from 'shared-ui/router';
import { formatUsd } from 'shared-ui/status';
import { PLAYERS_PAGE_SIZE, usePlayers } from '../api/admin-players.api';
import { HeadRow } from '../layout/HeadRow';
import { SearchInput } from '../layout/ListFilters';
import { ListHeading } from '../layout/ListHeading';

const joined = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** /admin/players: every account, found by username or e-mail, newest first; each opens to its profile. */
export default function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { search?: string; page?: number }) => {
    const wanted = new URLSearchParams();
    const text = next.search ?? search;
    if (text !== '') wanted.set('search', text);
    if ((next.page ?? 1) > 1) wanted.set('page', String(next.page));
    setParams(wanted, { replace: true });
  };
  const players = usePlayers(search, page);

  const [typed, setTyped] = useSettledSearch(search, (text) => go({ search: text }));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'flex-end' } }}>
        <ListHeading title="Players" total={players.data?.total} />
        <SearchInput label="Search by username or e-mail" value={typed} onChange={setTyped} minWidth={320} />
      </Stack>
      {players.isPending && <LoadingState label="Loading players" placeholders={8} placeholderHeight={53} />}
      {players.isError && !players.data && (
        <ErrorState message="Failed to load the players." onRetry={() => void players.refetch()} retrying={players.isFetching} align="start" />
      )}
      {players.data?.total === 0 && <EmptyState title="No players match." align="start" />}
      {players.data && players.data.players.length > 0 && (
        <TableContainer>
          <Table aria-label="Players">
            <HeadRow labels={['Username', 'E-mail', 'Role', 'Balance', 'Joined', 'State']} numeric={['Balance']} />
            <TableBody>
              {players.data.players.map((player) => (
                <TableRow key={player.id} hover>
                  <TableCell>
                    <Link to={`/admin/players/${player.id}`}>{player.username}</Link>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{player.email}</TableCell>
                  <TableCell>{player.role === 'admin' ? 'Admin' : 'Player'}</TableCell>
                  <TableCell align="right">{formatUsd(player.balance)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{joined.format(new Date(player.createdAt))}</TableCell>
                  <TableCell>
                    {player.suspended ? (
                      <Chip size="small" color="error" label="Suspended" />
                    ) : (
                      <Chip size="small" variant="outlined" label="Active" />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {players.data && (
        <Pagination
          page={page}
          total={players.data.total}
          pageSize={PLAYERS_PAGE_SIZE}
          onChange={(next) => go({ page: next })}
          label="Player pages"
          showPageCount
          disabled={players.isPlaceholderData}
          sx={{ justifyContent: 'flex-end', mt: 1.5 }}
        />
      )}
    </Paper>
  );
}
