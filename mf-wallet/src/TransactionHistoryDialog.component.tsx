import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WalletTransactionsResponse } from 'shared-events';
import { TransactionTable } from './TransactionTable.component';
import { fetchTransactions, TRANSACTIONS_PAGE_SIZE } from './wallet.api';

type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: WalletTransactionsResponse };

export interface TransactionHistoryDialogProps {
  /** The balance shown on the card: a change (here or pushed from another tab) re-reads the page. */
  balance: number;
  onClose: () => void;
}

/** The wallet's ledger, newest first, 10 a page. */
export default function TransactionHistoryDialog({ balance, onClose }: TransactionHistoryDialogProps) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HistoryState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchTransactions(page).then(
      (result) => current && setState({ status: 'ready', result }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [page, balance, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.result.count / TRANSACTIONS_PAGE_SIZE)) : 1;

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={onClose}
      aria-labelledby="wallet-history-title"
      slotProps={{ paper: { sx: { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="wallet-history-title">Transaction History</DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        {state.status === 'loading' && <Typography role="status">Loading transactions...</Typography>}
        {state.status === 'failed' && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography role="alert">Failed to load transactions.</Typography>
            <Button variant="outlined" onClick={retry}>
              Retry
            </Button>
          </Stack>
        )}
        {state.status === 'ready' && state.result.count === 0 && (
          <Typography>No transactions yet. Your deposits, withdrawals and tournament fees will show here.</Typography>
        )}
        {state.status === 'ready' && state.result.rows.length > 0 && <TransactionTable rows={state.result.rows} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {pages > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mr: 'auto' }}>
            <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
              Prev
            </Button>
            <Typography variant="body2">
              Page {page} of {pages}
            </Typography>
            <Button onClick={() => setPage(page + 1)} disabled={page >= pages}>
              Next
            </Button>
          </Stack>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
