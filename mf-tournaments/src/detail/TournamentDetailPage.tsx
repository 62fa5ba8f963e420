import Button from '@mui/material/Button';
import { errorResponse } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { Link, useLocation, useParams } from 'shared-ui/router';
import { ErrorState, NotFoundState } from 'shared-ui/feedback';
import { useTournament } from '../api/tournament-queries';
import { DetailSkeleton } from './DetailSkeleton';
import { TournamentDetailView } from './TournamentDetailView';

/** `/tournaments/42` → 42; anything else (`abc`, `0`, `1.5`) names no tournament. */
function tournamentIdOf(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}

/** A card or row that links here may hand over the tournament it shows, for a first paint without waiting. */
function handedOver(state: unknown, id: number | undefined): Tournament | undefined {
  const tournament = (state as { tournament?: Tournament } | null)?.tournament;
  return tournament && tournament.id === id ? tournament : undefined;
}

/** `/tournaments/{id}` (SPEC §2): always loads the detail by id; its lobby tabs read their own data (LobbyTabs). */
export default function TournamentDetailPage() {
  const id = tournamentIdOf(useParams<'id'>().id);
  const { state } = useLocation();
  const detail = useTournament(id ?? 0, id !== undefined);

  if (id === undefined || errorResponse(detail.error)?.status === 404) {
    const back = (
      <Button component={Link} to="/tournaments" variant="contained">
        Back to Tournaments
      </Button>
    );
    return <NotFoundState title="Tournament not found" action={back} />;
  }
  const tournament = detail.data ?? handedOver(state, id);
  if (!tournament && detail.isError) {
    return <ErrorState message="Failed to load the tournament. Please try again." onRetry={() => void detail.refetch()} framed />;
  }
  if (!tournament) return <DetailSkeleton />;
  return <TournamentDetailView tournament={tournament} />;
}
