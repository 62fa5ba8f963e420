import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TournamentResultsResponse } from 'shared-events/contracts';
import { formatAmount } from 'shared-ui/status';
import { ResultsTable } from '../dialogs/ResultsTable';

/** A finished tournament's places, players and prizes (GET /api/tournaments/{id}/results), once paid out. */
export function TournamentResultsSection({ results }: { results: TournamentResultsResponse }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tournament-results-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="tournament-results-heading" variant="h6" component="h2">
        Results
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Prize money ${formatAmount(results.pool, results.currency)}`}
      </Typography>
      {results.results.length > 0 ? (
        <ResultsTable results={results.results} currency={results.currency} />
      ) : (
        <Typography color="text.secondary">Nobody finished this tournament.</Typography>
      )}
    </Paper>
  );
}
