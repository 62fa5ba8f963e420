import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Tournament } from 'shared-events/contracts';
import { Link as RouterLink } from 'shared-ui/router';
import { useTournamentResults } from '../api/tournament-queries';
import { clockStatus } from '../attend/clock-status';
import { useAttendViewer } from '../attend/use-attend-viewer';
import { useStatusClock } from '../countdown/status-clock';
import { DetailColumns } from './DetailColumns';
import { TournamentActions } from './TournamentActions';
import { TournamentFacts } from './TournamentFacts';
import { TournamentHeader } from './TournamentHeader';
import { TournamentResultsSection } from './TournamentResultsSection';
import { LobbyTabs } from './tabs/LobbyTabs';
import { useYourTable } from './use-your-table';

const BannerOverlay = lazy(() => import('../dialogs/BannerOverlay'));

export interface TournamentDetailViewProps {
  tournament: Tournament;
}

export function TournamentDetailView({ tournament: listed }: TournamentDetailViewProps) {
  // Moves at the start, the end of late registration and the end: the badge and the buttons follow the clock.
  const now = useStatusClock(useMemo(() => [listed], [listed]));
  const [bannerOpen, setBannerOpen] = useState(false);
  // Once started, its results are looked for: paid out, the tournament is over whatever its clock says (it ends when
  // one player holds every chip), and they show here.
  const clocked = clockStatus(listed, now);
  const results = useTournamentResults(listed.id, clocked !== 'registering' && clocked !== 'cancelled').data;
  const finished = results?.paidOut === true;
  const tournament = finished && listed.status !== 'completed' ? { ...listed, status: 'completed' as const } : listed;
  const status = clockStatus(tournament, now);
  const viewer = useAttendViewer(tournament);
  const tableId = useYourTable(tournament.id, viewer.registered && (status === 'late reg' || status === 'running'));

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/tournaments" size="small">
          Back to Tournaments
        </Button>
      </Box>
      <TournamentHeader
        tournament={tournament}
        status={status}
        onOpenBanner={() => setBannerOpen(true)}
        actions={<TournamentActions tournament={tournament} now={now} tableId={tableId} />}
      />
      <DetailColumns
        main={
          <>
            {finished && <TournamentResultsSection results={results} />}
            <LobbyTabs tournamentId={tournament.id} live={status !== 'completed' && status !== 'cancelled'} />
          </>
        }
        side={<TournamentFacts tournament={tournament} endedAt={results?.paidOutAt} />}
      />
      <Suspense fallback={null}>
        {bannerOpen && tournament.banner && <BannerOverlay name={tournament.name} banner={tournament.banner} onClose={() => setBannerOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
