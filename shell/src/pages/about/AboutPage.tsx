import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ImageCarousel } from '../landing/ImageCarousel';
import { TABLE_IMAGE_ASPECT_RATIO } from '../landing/table-images';
import { ABOUT_INTERVAL_MS, ABOUT_SLIDES, MISSION } from './about-content';
import { AboutStats } from './AboutStats';
import { CreatorContact } from './CreatorContact';
import { RequirementsSpec } from './RequirementsSpec';
import { FairDeals } from './FairDeals';

export function AboutPage() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 3 }}>
          About Poker Legends
        </Typography>
        <ImageCarousel
          slides={ABOUT_SLIDES}
          intervalMs={ABOUT_INTERVAL_MS}
          label="Our tables"
          sx={{ aspectRatio: TABLE_IMAGE_ASPECT_RATIO, borderRadius: 4 }}
        >
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(0deg, rgba(0,0,0,0.6) 0%, rgba(0,0,0,0) 45%)' }} />
        </ImageCarousel>
      </Box>
      <AboutStats />
      <Box component="section" aria-labelledby="mission-heading" sx={{ maxWidth: 820 }}>
        <Typography id="mission-heading" variant="h4" component="h2" gutterBottom>
          Our Mission
        </Typography>
        {MISSION.map((paragraph) => (
          <Typography key={paragraph} sx={{ fontSize: 18, color: 'text.secondary', mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <FairDeals />
      <RequirementsSpec />
      <CreatorContact />
    </Box>
  );
}
