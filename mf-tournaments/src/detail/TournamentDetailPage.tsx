import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorResponse } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { useLocation, useParams } from 'shared-ui';
import { useTournament } from '../api/tournament-queries';
import { DetailSkeleton } from './DetailSkeleton';
import { TournamentDetailView } from './TournamentDetailView';
import { TournamentNotFound } from './TournamentNotFound';

/** `/tournaments/42` → 42; anything else (`abc`, `0`, `1.5`) names no tournament. */
function tournamentIdOf(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}

/** A card or row that links here may hand over the tournament it shows, for a first paint without waiting. */
function handedOver(state: unknown, id: number | undefined): Tournament | undefined {
  const tournament = (state as { tournament?: Tournament } | null)?.tournament;
  return tournament && tournament.id === id ? tournament : undefined;
}

/** `/tournaments/{id}` (SPEC §2): always loads the detail by id, which alone carries the registrations. */
export default function TournamentDetailPage() {
  const id = tournamentIdOf(useParams<'id'>().id);
  const { state } = useLocation();
  const detail = useTournament(id ?? 0, id !== undefined);

  if (id === undefined || errorResponse(detail.error)?.status === 404) return <TournamentNotFound />;
  const tournament = detail.data ?? handedOver(state, id);
  if (!tournament) return detail.isError ? <LoadFailed onRetry={() => void detail.refetch()} /> : <DetailSkeleton />;
  return <TournamentDetailView tournament={tournament} registrations={detail.data?.Registrations} registrationsFailed={detail.isError} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography role="alert" gutterBottom>
        Failed to load the tournament. Please try again.
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Retry
      </Button>
    </Paper>
  );
}
