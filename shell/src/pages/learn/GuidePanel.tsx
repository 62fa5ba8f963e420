import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { GuideSectionCard } from './GuideSectionCard';
import type { Guide } from './learn-guides';

export function GuidePanel({ guide }: { guide: Guide }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography sx={{ fontSize: 18, color: 'text.secondary', maxWidth: 760 }}>{guide.intro}</Typography>
      {guide.sections.map((section) => (
        <GuideSectionCard key={section.heading} section={section} />
      ))}
      {guide.action && (
        <Box>
          <Button component={RouterLink} to={guide.action.to} variant="contained" size="large">
            {guide.action.label}
          </Button>
        </Box>
      )}
    </Box>
  );
}
