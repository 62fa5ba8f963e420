import Box from '@mui/material/Box';
import { HeroCard } from './HeroCard';
import { ImageCarousel } from './ImageCarousel';
import { TABLE_IMAGES } from './table-images';

export const LANDING_INTERVAL_MS = 4000;

/** Fills the screen under the fixed header, which overlays it. */
export function LandingPage() {
  return (
    <ImageCarousel slides={TABLE_IMAGES} intervalMs={LANDING_INTERVAL_MS} label="Poker tables" sx={{ height: '100vh', minHeight: 560 }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(90deg, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0.35) 45%, rgba(0,0,0,0.1) 100%), linear-gradient(0deg, rgba(0,0,0,0.55) 0%, rgba(0,0,0,0) 30%)',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          pt: '64px',
          // Clear of the carousel's controls: on phones the arrows' and the dots' rows at the bottom.
          pb: { xs: 15, md: 6 },
          px: { xs: 2, sm: 4, md: 10 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'center', md: 'flex-start' },
        }}
      >
        <HeroCard />
      </Box>
    </ImageCarousel>
  );
}
