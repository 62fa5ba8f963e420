import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import { InfoDialog } from 'shared-ui/dialogs';
import { Link as RouterLink } from 'shared-ui/router';
import { formatAmount } from 'shared-ui/status';
import { finishNotes, finishText, finishTitle, type Finish } from '../controller/standing';

export interface FinishDialogProps {
  finish: Finish;
  tournamentName: string | undefined;
  onClose: () => void;
}

/**
 * The player's tournament is over: their place of the entries and their prize ("You won Sunday Million!" for the
 * winner), the wallet balance as it stands now (it follows the payout live), and the way to the full results. Closing
 * it leaves the table to watch.
 */
export default function FinishDialog({ finish, tournamentName, onClose }: FinishDialogProps) {
  const balance = useSession((state) => state.user?.balance);
  return (
    <InfoDialog title={finishTitle(finish, tournamentName)} description={finishText(finish)} onClose={onClose}>
      <Stack spacing={1.5}>
        {finishNotes(finish).map((note) => (
          <Typography key={note}>{note}</Typography>
        ))}
        {finish.prize !== null && finish.prize > 0 && balance !== undefined && (
          <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
            Wallet balance:{' '}
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {formatAmount(balance)}
            </Typography>
          </Typography>
        )}
        <Link component={RouterLink} to={`/tournaments/${finish.tournamentId}`} onClick={onClose}>
          See the tournament&apos;s results
        </Link>
      </Stack>
    </InfoDialog>
  );
}
