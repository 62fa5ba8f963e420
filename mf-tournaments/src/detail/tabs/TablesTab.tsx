import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TournamentLobby } from 'shared-events/contracts';
import { exactChips } from 'shared-ui/poker';
import { LobbyPager } from './LobbyPager';
import { ScrollingTable } from './ScrollingTable';
import { TableLink } from './TableLink';
import type { ListPaging } from './use-lobby-pages';

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums' } as const;

const NO_TABLES: Record<TournamentLobby['phase'], string> = {
  registering: 'The tables are drawn when the tournament starts.',
  waiting: 'The tables are drawn at the end of the join window.',
  playing: 'No table is in play.',
  finished: 'The tournament is over: no table is in play.',
  cancelled: 'The tournament was cancelled.',
};

/**
 * The tables in play a page at a time: their players, chips, biggest and smallest stack, and a link to watch each.
 * `waiting`: the next page is on its way.
 */
export function TablesTab({ lobby, paging, waiting }: { lobby: TournamentLobby; paging: ListPaging; waiting: boolean }) {
  if (lobby.tables.count === 0) return <Typography color="text.secondary">{NO_TABLES[lobby.phase]}</Typography>;
  return (
    <>
      <ScrollingTable>
        <Table size="small" aria-label="Tables in play">
          <TableHead>
            <TableRow>
              <TableCell>Table</TableCell>
              <TableCell align="right">Players</TableCell>
              <TableCell align="right">Chips</TableCell>
              <TableCell align="right">Biggest stack</TableCell>
              <TableCell align="right">Smallest stack</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lobby.tables.rows.map((table) => (
              <TableRow key={table.tableId}>
                <TableCell>
                  <TableLink tableId={table.tableId} label={table.label} />
                </TableCell>
                <TableCell align="right" sx={NUMBER_SX}>
                  {table.players}
                </TableCell>
                <TableCell align="right" sx={NUMBER_SX}>
                  {exactChips(table.chips)}
                </TableCell>
                <TableCell align="right" sx={NUMBER_SX}>
                  {exactChips(table.biggestStack)}
                </TableCell>
                <TableCell align="right" sx={NUMBER_SX}>
                  {exactChips(table.smallestStack)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollingTable>
      <LobbyPager label="Table pages" list={lobby.tables} onPage={paging.onPage} waiting={waiting} />
    </>
  );
}
