import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from 'shared-ui/status';
import type { WalletOperationKind } from './wallet-amount';
import { useWalletBalance } from './use-wallet-balance';
import { useWalletPayments } from './use-wallet-payments';
import { WalletOperation } from './WalletOperation.component';

// Not on screen at first: the history loads when the player opens it.
const TransactionHistoryDialog = lazy(() => import('./TransactionHistoryDialog.component'));

type OpenDialog = WalletOperationKind | 'history' | undefined;

/** The dashboard's wallet card (SPEC §2): the USDT balance, Deposit, Withdraw and the transaction history. */
export function WalletCard() {
  const balance = useWalletBalance();
  const payments = useWalletPayments().data;
  const mode = payments?.mode;
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => setOpen(undefined);

  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }} aria-labelledby="wallet-card-title" component="section">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h6" component="h2" id="wallet-card-title">
          Wallet
        </Typography>
        {/* On the heading's line, which it does not make taller: it comes with the payments' answer and moves nothing.
            Secondary text on paper: 4.5:1 and more in both themes. */}
        {payments && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid={mode === 'demo' ? 'demo-funds' : 'payments-network'}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 4, px: 1, lineHeight: '22px' }}
          >
            {payments.network ? `USDT on ${payments.network.name}` : 'Demo funds'}
          </Typography>
        )}
      </Stack>
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
        {(open === 'deposit' || open === 'withdraw') && <WalletOperation key={open} kind={open} balance={balance} onClose={close} />}
        {open === 'history' && <TransactionHistoryDialog balance={balance} chain={mode === 'evm'} onClose={close} />}
      </Suspense>
    </Paper>
  );
}
