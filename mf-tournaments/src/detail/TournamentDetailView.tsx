import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { BlindLevel, Tournament, TournamentRegistrationView } from 'shared-events/contracts';
import { Link as RouterLink } from 'shared-ui/router';
import { clockStatus } from '../attend/clock-status';
import { useStatusClock } from '../countdown/status-clock';
import { BlindStructureTable } from './BlindStructureTable';
import { DetailColumns } from './DetailColumns';
import { PrizeStructureTable } from './PrizeStructureTable';
import { RegistrationsList } from './RegistrationsList';
import { TournamentActions } from './TournamentActions';
import { TournamentFacts } from './TournamentFacts';
import { TournamentHeader } from './TournamentHeader';

const BannerOverlay = lazy(() => import('../dialogs/BannerOverlay'));

export interface TournamentDetailViewProps {
  tournament: Tournament;
  /** Undefined until the detail by id answers (the first paint may come from the lobby list's row). */
  registrations: readonly TournamentRegistrationView[] | undefined;
  /** Like the registrations, only in the detail by id. */
  blindStructure: readonly BlindLevel[] | undefined;
  detailFailed: boolean;
}

export function TournamentDetailView({ tournament, registrations, blindStructure, detailFailed }: TournamentDetailViewProps) {
  // Moves at the start, the end of late registration and the end: the badge and the buttons follow the clock.
  const now = useStatusClock(useMemo(() => [tournament], [tournament]));
  const [bannerOpen, setBannerOpen] = useState(false);

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/tournaments" size="small">
          Back to Tournaments
        </Button>
      </Box>
      <TournamentHeader
        tournament={tournament}
        status={clockStatus(tournament, now)}
        onOpenBanner={() => setBannerOpen(true)}
        actions={<TournamentActions tournament={tournament} now={now} />}
      />
      <DetailColumns
        main={
          <>
            <TournamentFacts tournament={tournament} />
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
