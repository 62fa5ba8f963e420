import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { AdminTournament, AdminTournamentSort } from 'shared-events/contracts';
import { TournamentStatusChip } from 'shared-ui/status';
import { TournamentActions } from './TournamentActions';

export const TOURNAMENT_ROW_HEIGHT = 53;

const COLUMNS: readonly { label: string; sort?: AdminTournamentSort; numeric?: boolean }[] = [
  { label: 'ID' },
  { label: 'Name', sort: 'name' },
  { label: 'Game' },
  { label: 'Buy-in', sort: 'buyIn', numeric: true },
  { label: 'Players', sort: 'players', numeric: true },
  { label: 'Starts', sort: 'startsAt' },
  { label: 'Status', sort: 'status' },
  { label: 'Actions' },
];

const startFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The tournaments of one page; a column's header sorts by it (again: the other way). */
export function TournamentsTable({
  tournaments,
  sort,
  order,
  onSort,
}: {
  tournaments: readonly AdminTournament[];
  sort: AdminTournamentSort;
  order: 'asc' | 'desc';
  onSort: (sort: AdminTournamentSort) => void;
}) {
  return (
    <TableContainer>
      <Table size="medium" aria-label="Tournaments">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={column.sort === sort ? order : false}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {column.sort ? (
                  <TableSortLabel active={column.sort === sort} direction={column.sort === sort ? order : 'asc'} onClick={() => onSort(column.sort!)}>
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tournaments.map((tournament) => (
            <TableRow key={tournament.id} hover sx={{ height: TOURNAMENT_ROW_HEIGHT }}>
              <TableCell>{tournament.id}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{tournament.name}</TableCell>
              <TableCell>{tournament.gameType}</TableCell>
              <TableCell align="right">{tournament.buyIn}</TableCell>
              <TableCell align="right">
                {tournament.players} / {tournament.maxPlayers}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{startFormat.format(new Date(tournament.startsAt))}</TableCell>
              <TableCell>
                {tournament.deletedAt ? (
                  <Chip size="small" variant="outlined" label="Deleted" />
                ) : (
                  <TournamentStatusChip status={tournament.status} />
                )}
              </TableCell>
              <TableCell>
                <TournamentActions tournament={tournament} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
