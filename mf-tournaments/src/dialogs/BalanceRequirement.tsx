import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { eventBus } from 'shared-events';
import { balanceRule, balanceWarning, type BalanceTerms } from './registration-balance';

export interface BalanceRequirementProps {
  tournament: BalanceTerms;
  balance: number;
  reEntry?: boolean;
}

/**
 * What buying an entry asks of the balance (SPEC §5), and when it falls short the needed amount with Deposit: the
 * wallet's deposit dialog opens over this one (asked on the bus), whose balance follows the session user.
 */
export function BalanceRequirement({ tournament, balance, reEntry = false }: BalanceRequirementProps) {
  const warning = balanceWarning(balance, tournament.requiredBalance, tournament.currency);
  const deposit = () => eventBus.emit('wallet:depositRequested', { suggestedAmount: tournament.requiredBalance - balance });
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {balanceRule(tournament, reEntry)}
      </Typography>
      {warning && (
        <Alert
          severity="warning"
          sx={{ mt: 2, alignItems: 'center' }}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={deposit} sx={{ minHeight: 36 }}>
              Deposit
            </Button>
          }
        >
          {warning}
        </Alert>
      )}
    </>
  );
}
