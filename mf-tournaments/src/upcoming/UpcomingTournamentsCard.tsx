import { Link as RouterLink } from 'shared-ui/router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';

/** The dashboard's upcoming-tournaments card: how many tournaments the player is registered for (SPEC §2 Dashboard). */
export function UpcomingTournamentsCard() {
  const registered = useSession((state) => state.user?.registeredTournamentIds.length ?? 0);
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Upcoming Tournaments
      </Typography>
      <Typography variant="h3" component="p">
        {registered}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {registered === 1 ? 'tournament you are registered for' : 'tournaments you are registered for'}
      </Typography>
      <Button component={RouterLink} to="/tournaments" size="small">
        Browse tournaments
      </Button>
    </Paper>
  );
}
