import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from 'shared-ui/status';
import type { WalletOperationKind } from './wallet-amount';
import { useWalletBalance } from './use-wallet-balance';

// Not on screen at first: the dialogs load when the player opens one.
const WalletOperationDialog = lazy(() => import('./WalletOperationDialog.component'));
const TransactionHistoryDialog = lazy(() => import('./TransactionHistoryDialog.component'));

type OpenDialog = WalletOperationKind | 'history' | undefined;

/** The dashboard's wallet card (SPEC §2): the USDT balance, Deposit, Withdraw and the transaction history. */
export function WalletCard() {
  const balance = useWalletBalance();
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => setOpen(undefined);

  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }} aria-labelledby="wallet-card-title" component="section">
      <Typography variant="h6" component="h2" id="wallet-card-title" gutterBottom>
        Wallet
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Balance (USDT)
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, my: 1 }} data-testid="wallet-balance" aria-live="polite">
        {formatUsd(balance)}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" onClick={() => setOpen('deposit')}>
          Deposit
        </Button>
        <Button variant="outlined" onClick={() => setOpen('withdraw')}>
          Withdraw
        </Button>
        <Button onClick={() => setOpen('history')}>Transaction History</Button>
      </Stack>
      <Suspense fallback={null}>
        {(open === 'deposit' || open === 'withdraw') && <WalletOperationDialog key={open} kind={open} balance={balance} onClose={close} />}
        {open === 'history' && <TransactionHistoryDialog balance={balance} onClose={close} />}
      </Suspense>
    </Paper>
  );
}
