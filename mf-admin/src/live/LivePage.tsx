import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { useLiveTournaments, useLiveUpdates } from '../api/admin-live.api';
import { LiveTournamentCard } from './LiveTournamentCard';

/** /admin/live: every tournament in play, its figures kept current, its tables to watch and its players to move. */
export default function LivePage() {
  const live = useLiveTournaments();
  useLiveUpdates(live.data?.tournaments.map((tournament) => tournament.id) ?? []);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2">
          Tournaments in play
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Seated and not finished yet. The figures follow the tables as they play; a move happens when the player’s hand ends.
        </Typography>
      </Paper>
      {live.isPending && <LoadingState label="Loading the tournaments in play" placeholders={2} placeholderHeight={160} />}
      {live.isError && !live.data && (
        <ErrorState message="Failed to load the tournaments in play." onRetry={() => void live.refetch()} retrying={live.isFetching} align="start" />
      )}
      {live.data?.tournaments.length === 0 && <EmptyState title="No tournament is in play right now." align="start" />}
      {live.data?.tournaments.map((tournament) => (
        <LiveTournamentCard key={tournament.id} tournament={tournament} now={live.data.at} />
      ))}
    </Stack>
  );
}
