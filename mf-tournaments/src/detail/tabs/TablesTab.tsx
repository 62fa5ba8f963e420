import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TournamentLobby } from 'shared-events/contracts';
import { exactChips } from 'shared-ui/poker';
import { ScrollingTable } from './ScrollingTable';
import { TableLink } from './TableLink';

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums' } as const;

const NO_TABLES: Record<TournamentLobby['phase'], string> = {
  registering: 'The tables are drawn when the tournament starts.',
  waiting: 'The tables are drawn at the end of the join window.',
  playing: 'No table is in play.',
  finished: 'The tournament is over: no table is in play.',
  cancelled: 'The tournament was cancelled.',
};

/** Each table in play: its players, chips, biggest and smallest stack, and a link to watch it. */
export function TablesTab({ lobby }: { lobby: TournamentLobby }) {
  if (lobby.tables.length === 0) return <Typography color="text.secondary">{NO_TABLES[lobby.phase]}</Typography>;
  return (
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
          {lobby.tables.map((table) => (
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
  );
}
