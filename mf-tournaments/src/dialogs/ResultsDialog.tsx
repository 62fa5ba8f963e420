import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { useTournamentResults } from '../api/tournament-queries';
import { sinceDisplay } from '../countdown/countdown-format';
import { useSecondsClock } from '../countdown/use-seconds-clock';
import { ResultsTable } from './ResultsTable';

export interface ResultsDialogProps {
  tournament: Pick<Tournament, 'id' | 'name' | 'endsAt'>;
  onClose: () => void;
}

function FinishedAt({ endsAt }: { endsAt: string }) {
  const now = useSecondsClock();
  const at = Date.parse(endsAt);
  if (now < at) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, fontVariantNumeric: 'tabular-nums' }}>
      Finished {sinceDisplay(at, now)}
    </Typography>
  );
}

/**
 * A finished tournament's results (GET /api/tournaments/:id/results): place, player and prize, once the prizes
 * are paid out; until then it says they will appear. The finish time follows the 24 h threshold (SPEC §9).
 */
export default function ResultsDialog({ tournament, onClose }: ResultsDialogProps) {
  const results = useTournamentResults(tournament.id);

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="results-title">
      <DialogTitle id="results-title">Results: {tournament.name}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <FinishedAt endsAt={tournament.endsAt} />
        {results.isPending && <Typography role="status">Loading results...</Typography>}
        {results.isError && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography role="alert">Failed to load results.</Typography>
            <Button variant="outlined" onClick={() => void results.refetch()}>
              Retry
            </Button>
          </Stack>
        )}
        {results.data && !results.data.paidOut && <Typography>Results will appear here once the tournament&apos;s prizes are paid out.</Typography>}
        {results.data?.paidOut && results.data.results.length === 0 && <Typography>Nobody finished this tournament.</Typography>}
        {results.data?.paidOut && results.data.results.length > 0 && <ResultsTable results={results.data.results} currency={results.data.currency} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
