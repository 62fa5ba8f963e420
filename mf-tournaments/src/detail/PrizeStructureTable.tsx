import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { formatUsd } from 'shared-ui/status';
import { prizeTable } from './prize-rows';

/** Place / Share / Prize: each place's share of the larger of the pool and the guarantee. */
export function PrizeStructureTable({ tournament }: { tournament: Tournament }) {
  const rows = prizeTable(tournament);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="prize-structure-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="prize-structure-heading" variant="h6" component="h2">
        Prize Structure
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Prize pool {tournament.prizePool}
      </Typography>
      <Table size="small" aria-labelledby="prize-structure-heading">
        <TableHead>
          <TableRow>
            <TableCell>Place</TableCell>
            <TableCell align="right">Share</TableCell>
            <TableCell align="right">Prize</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.places}>
              <TableCell>{row.places}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.share}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatUsd(row.prize)}
                {row.perPlace ? ' each' : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
