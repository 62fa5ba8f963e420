import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { InfoDialog } from 'shared-ui/dialogs';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { useTournamentResults } from '../api/tournament-queries';
import { sinceDisplay } from '../countdown/countdown-format';
import { useSecondsClock } from 'shared-ui/status';
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

/** A tournament is over when one player holds every chip, often before its clock's end: then its payout says when. */
function finishedAt(endsAt: string, paidOutAt: string | null | undefined): string {
  return paidOutAt && Date.parse(paidOutAt) < Date.parse(endsAt) ? paidOutAt : endsAt;
}

/**
 * A finished tournament's results (GET /api/tournaments/:id/results): place, player and prize, once the prizes
 * are paid out; until then it says they will appear. The finish time follows the 24 h threshold (SPEC §9).
 */
export default function ResultsDialog({ tournament, onClose }: ResultsDialogProps) {
  const results = useTournamentResults(tournament.id);

  return (
    <InfoDialog title={`Results: ${tournament.name}`} onClose={onClose}>
      <FinishedAt endsAt={finishedAt(tournament.endsAt, results.data?.paidOutAt)} />
      {results.isPending && <LoadingState label="Loading results..." />}
      {results.isError && (
        <ErrorState message="Failed to load results." onRetry={() => void results.refetch()} retrying={results.isFetching} align="start" />
      )}
      {results.data && !results.data.paidOut && (
        <EmptyState title="Results will appear here once the tournament's prizes are paid out." align="start" />
      )}
      {results.data?.paidOut && results.data.results.length === 0 && <EmptyState title="Nobody finished this tournament." align="start" />}
      {results.data?.paidOut && results.data.results.length > 0 && <ResultsTable results={results.data.results} currency={results.data.currency} />}
    </InfoDialog>
  );
}
