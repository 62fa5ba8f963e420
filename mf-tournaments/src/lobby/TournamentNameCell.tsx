import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { assetUrl } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';

const THUMB = { width: 56, height: 42, borderRadius: 1, flexShrink: 0 } as const;

/** Banner thumbnail (a button opening it full size) with the name and game type. */
export function TournamentNameCell({ tournament, onOpenBanner }: { tournament: Tournament; onOpenBanner: () => void }) {
  const banner = assetUrl(tournament.banner);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {banner ? (
        <ButtonBase
          onClick={onOpenBanner}
          aria-label={`View ${tournament.name} banner full size`}
          sx={{ ...THUMB, overflow: 'hidden', '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          <Box component="img" src={banner} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </ButtonBase>
      ) : (
        <Box aria-hidden sx={{ ...THUMB, bgcolor: 'action.selected', display: 'grid', placeItems: 'center', typography: 'caption', fontWeight: 700 }}>
          {tournament.gameType}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {tournament.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {tournament.gameType}
        </Typography>
      </Box>
    </Box>
  );
}
