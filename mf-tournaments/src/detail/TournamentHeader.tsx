import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assetUrl } from 'shared-events';
import type { Tournament, TournamentStatus } from 'shared-events/contracts';
import { TournamentStatusChip } from 'shared-ui/status';

const BANNER_SX = { width: { xs: '100%', sm: 240 }, aspectRatio: '16 / 9', flexShrink: 0, borderRadius: 1, overflow: 'hidden' } as const;

export interface TournamentHeaderProps {
  tournament: Tournament;
  status: TournamentStatus;
  onOpenBanner: () => void;
  /** The Attend and Unregister buttons. */
  actions: ReactNode;
}

/** Banner (a button that opens it full size), name, game type, clock status and the actions. */
export function TournamentHeader({ tournament, status, onOpenBanner, actions }: TournamentHeaderProps) {
  const banner = assetUrl(tournament.banner);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }}>
        {banner ? (
          <ButtonBase
            onClick={onOpenBanner}
            aria-label={`Show the banner of ${tournament.name} full size`}
            sx={{ ...BANNER_SX, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            <Box component="img" src={banner} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          </ButtonBase>
        ) : (
          // Same size without a banner, so the header looks alike for every tournament.
          <Box aria-hidden="true" sx={{ ...BANNER_SX, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <Typography variant="h4" component="span" color="text.secondary">
              {tournament.gameType}
            </Typography>
          </Box>
        )}
        <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {tournament.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={tournament.gameType} />
            <TournamentStatusChip status={status} />
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
            {actions}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
