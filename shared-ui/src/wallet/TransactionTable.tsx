import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WalletTransaction, WalletTransactionKind } from 'shared-events';
import { Money } from 'shared-ui/status';

const KIND_LABELS: Record<WalletTransactionKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  tournament_entry: 'Tournament entry',
  tournament_refund: 'Tournament refund',
  prize: 'Prize',
  withdrawal_refund: 'Withdrawal refund',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

// At phone width the date moves under the kind, so the amounts keep their room.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function TransactionTable({ rows }: { rows: WalletTransaction[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Wallet transactions">
        <TableHead>
          <TableRow>
            <TableCell sx={wideOnly}>Date</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance after</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={wideOnly}>{dateFormat.format(new Date(row.createdAt))}</TableCell>
              <TableCell>
                {KIND_LABELS[row.kind]}
                {row.tournamentName && ` · ${row.tournamentName}`}
                <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', typography: 'caption' }}>
                  {dateFormat.format(new Date(row.createdAt))}
                </Box>
              </TableCell>
              <TableCell align="right">
                <Money amount={row.amount} signed />
              </TableCell>
              <TableCell align="right">
                <Money amount={row.balanceAfter} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
