import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { AdminWithdrawal, AdminWithdrawalState } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { formatUsd } from 'shared-ui/status';
import { HeadRow } from '../layout/HeadRow';

export const WITHDRAWAL_STATE_LABELS: Record<AdminWithdrawalState, string> = {
  awaiting_approval: 'Awaiting approval',
  requested: 'Requested',
  signed: 'Signed',
  sent: 'Sent',
  confirmed: 'Confirmed',
  refunded: 'Refunded',
};

const STATE_COLORS: Record<AdminWithdrawalState, ChipProps['color']> = {
  awaiting_approval: 'warning',
  requested: 'info',
  signed: 'info',
  sent: 'info',
  confirmed: 'success',
  refunded: 'error',
};

const requested = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const short = (hex: string) => `${hex.slice(0, 6)}…${hex.slice(-4)}`;

export interface WithdrawalsTableProps {
  withdrawals: AdminWithdrawal[];
  onDecide: (withdrawal: AdminWithdrawal, approve: boolean) => void;
}

/** Withdrawals with their player, destination and state; the ones awaiting approval can be approved or rejected. */
export function WithdrawalsTable({ withdrawals, onDecide }: WithdrawalsTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Withdrawals">
        <HeadRow labels={['ID', 'Player', 'Amount', 'To', 'Requested', 'State', 'Actions']} numeric={['Amount']} />
        <TableBody>
          {withdrawals.map((withdrawal) => (
            <TableRow key={withdrawal.id}>
              <TableCell>#{withdrawal.id}</TableCell>
              <TableCell>
                <Link to={`/admin/players/${withdrawal.player.id}`}>{withdrawal.player.username}</Link>
              </TableCell>
              <TableCell align="right">{formatUsd(withdrawal.amount)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: 160 }}>{withdrawal.toAddress}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={withdrawal.requestedAt}>{requested.format(new Date(withdrawal.requestedAt))}</time>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATE_COLORS[withdrawal.state]}
                  label={WITHDRAWAL_STATE_LABELS[withdrawal.state] ?? withdrawal.state}
                />
                {withdrawal.txHash && (
                  <Stack component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', mt: 0.5 }} title={withdrawal.txHash}>
                    Tx {short(withdrawal.txHash)}
                  </Stack>
                )}
                {withdrawal.reason && (
                  <Stack component="span" sx={{ fontSize: '0.8rem', mt: 0.5 }}>
                    {withdrawal.reason}
                  </Stack>
                )}
              </TableCell>
              <TableCell>
                {withdrawal.state === 'awaiting_approval' && (
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => onDecide(withdrawal, true)}
                      aria-label={`Approve withdrawal #${withdrawal.id}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => onDecide(withdrawal, false)}
                      aria-label={`Reject withdrawal #${withdrawal.id}`}
                    >
                      Reject…
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
