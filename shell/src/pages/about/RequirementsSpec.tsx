import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GuideSectionCard } from '../learn/GuideSectionCard';
import { REQUIREMENTS } from './about-content';

export function RequirementsSpec() {
  return (
    <Box component="section" aria-labelledby="requirements-heading">
      <Typography id="requirements-heading" variant="h4" component="h2" gutterBottom>
        Requirements Specification
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 760 }}>
        Poker Legends is a web platform for online poker tournaments. Players hold a USDT wallet, register for scheduled tournaments, enter the
        tournament lobby and play in game rooms; admins run the tournament calendar.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {REQUIREMENTS.map((section) => (
          <GuideSectionCard key={section.heading} section={section} />
        ))}
      </Box>
    </Box>
  );
}
