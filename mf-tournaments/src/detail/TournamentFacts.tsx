import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { tournamentClock, type Tournament } from 'shared-events/contracts';
import { timesOf } from '../attend/clock-status';
import { startsInDisplay } from '../countdown/countdown-format';
import { useSecondsClock } from '../countdown/use-seconds-clock';
import { FactList } from '../dialogs/FactList';
import { tournamentFacts } from '../dialogs/tournament-facts';

/** The countdown to the start, then what the details dialog states about the tournament. */
export function TournamentFacts({ tournament }: { tournament: Tournament }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tournament-facts-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="tournament-facts-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Details
      </Typography>
      <StartsIn tournament={tournament} />
      <FactList facts={tournamentFacts(tournament)} />
    </Paper>
  );
}

/** Its own component: the countdown re-renders every second, the rest of the page does not. */
function StartsIn({ tournament }: { tournament: Tournament }) {
  const now = useSecondsClock();
  const { text, detail } = startsInDisplay({ ...tournamentClock(timesOf(tournament)), cancelled: tournament.status === 'cancelled' }, now);
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2, bgcolor: 'action.hover', borderColor: 'transparent' }}>
      <Typography variant="body2" color="text.secondary">
        Starts In
      </Typography>
      <Typography data-testid="starts-in" variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Typography>
      {/* Reserved even when empty: the block keeps its height as the countdown turns into "Started". */}
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.43em', fontVariantNumeric: 'tabular-nums' }}>
        {detail}
      </Typography>
    </Paper>
  );
}
