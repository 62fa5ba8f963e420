import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { Link, useParams } from 'shared-ui/router';
import { formatUsd } from 'shared-ui/status';
import { TransactionTable } from 'shared-ui/wallet';
import { errorResponse } from 'shared-events';
import { PLAYERS_PAGE_SIZE, usePlayer, usePlayerLedger } from '../api/admin-players.api';
import { SuspensionDialog } from './SuspensionDialog';
import { HeadRow } from '../layout/HeadRow';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/players/:playerId: a player's account, balance, tournaments and ledger, and their suspension. */
export default function PlayerPage() {
  const id = Number(useParams().playerId);
  const player = usePlayer(id);
  const [ledgerPage, setLedgerPage] = useState(1);
  const ledger = usePlayerLedger(id, ledgerPage);
  const [deciding, setDeciding] = useState(false);

  if (player.isPending) return <LoadingState label="Loading the player" placeholders={4} placeholderHeight={64} />;
  if (errorResponse(player.error)?.status === 404) return <NotFoundState title="No such player." />;
  if (!player.data)
    return <ErrorState message="Failed to load the player." onRetry={() => void player.refetch()} retrying={player.isFetching} align="start" />;
  const data = player.data;
  const facts = [
    ['E-mail', `${data.email}${data.emailVerified ? '' : ' (not verified)'}`],
    ['Name', data.firstName],
    ['Country', data.country],
    ['Role', data.role === 'admin' ? 'Admin' : 'Player'],
    ['Joined', day.format(new Date(data.createdAt))],
    ['Balance', formatUsd(data.balance)],
  ];

  return (
    <Stack spacing={2}>
      <Button component={Link} to="/admin/players" sx={{ alignSelf: 'flex-start' }}>
        ← All players
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Typography variant="h5" component="h2">
            {data.username}
          </Typography>
          {data.role !== 'admin' && (
            <Button
              variant={data.suspended ? 'contained' : 'outlined'}
              color={data.suspended ? 'primary' : 'error'}
              onClick={() => setDeciding(true)}
            >
              {data.suspended ? 'Reinstate…' : 'Suspend…'}
            </Button>
          )}
        </Stack>
        {data.suspended && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Suspended on {moment.format(new Date(data.suspended.at))}: {data.suspended.reason}
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {term}
              </Box>
              <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Tournaments
        </Typography>
        {data.entries.length === 0 ? (
          <EmptyState title="No registrations." align="start" />
        ) : (
          <TableContainer>
            <Table aria-label="Tournaments entered">
              <HeadRow labels={['Tournament', 'Registered', 'State', 'Place', 'Prize']} numeric={['Place', 'Prize']} />
              <TableBody>
                {data.entries.map((entry) => (
                  <TableRow key={`${entry.tournamentId}:${entry.registeredAt}`}>
                    <TableCell>{entry.tournamentName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment.format(new Date(entry.registeredAt))}</TableCell>
                    <TableCell>{entry.state}</TableCell>
                    <TableCell align="right">{entry.place ?? '—'}</TableCell>
                    <TableCell align="right">{entry.prize > 0 ? formatUsd(entry.prize) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Ledger
        </Typography>
        {ledger.isPending && <LoadingState label="Loading the ledger" placeholders={5} placeholderHeight={53} />}
        {ledger.isError && !ledger.data && (
          <ErrorState message="Failed to load the ledger." onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} align="start" />
        )}
        {ledger.data?.total === 0 && <EmptyState title="No money has moved on this account." align="start" />}
        {ledger.data && ledger.data.entries.length > 0 && <TransactionTable rows={ledger.data.entries} />}
        {ledger.data && (
          <Pagination
            page={ledgerPage}
            total={ledger.data.total}
            pageSize={PLAYERS_PAGE_SIZE}
            onChange={setLedgerPage}
            label="Ledger pages"
            showPageCount
            disabled={ledger.isPlaceholderData}
            sx={{ justifyContent: 'flex-end', mt: 1.5 }}
          />
        )}
      </Paper>
      {deciding && <SuspensionDialog player={data} onClose={() => setDeciding(false)} />}
    </Stack>
  );
}
