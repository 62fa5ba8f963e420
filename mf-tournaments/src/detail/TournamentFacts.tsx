import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { StartsInCountdown } from '../countdown/StartsInCountdown';
import { FactList } from '../dialogs/FactList';
import { tournamentFacts } from '../dialogs/tournament-facts';

/** The countdown to the start (when it ended, once over), then what the details dialog states about the tournament. */
export function TournamentFacts({ tournament, endedAt }: { tournament: Tournament; endedAt?: string | null }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tournament-facts-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="tournament-facts-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Details
      </Typography>
      <Paper variant="outlined" data-testid="starts-in" sx={{ px: 2, py: 1.5, mb: 2, bgcolor: 'action.hover', borderColor: 'transparent' }}>
        <StartsInCountdown tournament={tournament} endedAt={endedAt} label="Starts In" size="large" />
      </Paper>
      <FactList facts={tournamentFacts(tournament)} />
    </Paper>
  );
}
