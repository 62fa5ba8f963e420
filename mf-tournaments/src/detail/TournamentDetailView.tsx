import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { BlindLevel, Tournament, TournamentRegistrationView } from 'shared-events/contracts';
import { Link as RouterLink } from 'shared-ui/router';
import { useTournamentResults } from '../api/tournament-queries';
import { clockStatus } from '../attend/clock-status';
import { useAttendViewer } from '../attend/use-attend-viewer';
import { useStatusClock } from '../countdown/status-clock';
import { BlindStructureTable } from './BlindStructureTable';
import { DetailColumns } from './DetailColumns';
import { PrizeStructureTable } from './PrizeStructureTable';
import { RegistrationsList } from './RegistrationsList';
import { TournamentActions } from './TournamentActions';
import { TournamentFacts } from './TournamentFacts';
import { TournamentHeader } from './TournamentHeader';
import { TournamentResultsSection } from './TournamentResultsSection';
import { useYourTable } from './use-your-table';

const BannerOverlay = lazy(() => import('../dialogs/BannerOverlay'));

export interface TournamentDetailViewProps {
  tournament: Tournament;
  /** Undefined until the detail by id answers (the first paint may come from the lobby list's row). */
  registrations: readonly TournamentRegistrationView[] | undefined;
  /** Like the registrations, only in the detail by id. */
  blindStructure: readonly BlindLevel[] | undefined;
  detailFailed: boolean;
}

export function TournamentDetailView({ tournament: listed, registrations, blindStructure, detailFailed }: TournamentDetailViewProps) {
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
            <TournamentFacts tournament={tournament} endedAt={results?.paidOutAt} />
            <PrizeStructureTable tournament={tournament} />
            <BlindStructureTable levels={blindStructure} blindspeed={tournament.blindspeed} failed={detailFailed} />
          </>
        }
        side={
          <RegistrationsList registrations={registrations} failed={detailFailed} players={tournament.players} maxPlayers={tournament.maxPlayers} />
        }
      />
      <Suspense fallback={null}>
        {bannerOpen && tournament.banner && <BannerOverlay name={tournament.name} banner={tournament.banner} onClose={() => setBannerOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
