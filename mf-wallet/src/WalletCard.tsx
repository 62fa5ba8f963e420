import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The wallet's dashboard card (SPEC §2 Dashboard). The balance with Deposit and Withdraw arrives with its issue. */
export function WalletCard() {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Wallet
      </Typography>
      <Typography color="text.secondary">Your USDT wallet will be shown here.</Typography>
    </Paper>
  );
}
