import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GuideSection } from './learn-guides';

/** One bordered block of static text: a heading, paragraphs and a bullet or numbered list. */
export function GuideSectionCard({ section }: { section: GuideSection }) {
  return (
    <Box component="section" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {section.heading}
      </Typography>
      {section.paragraphs?.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>
          {paragraph}
        </Typography>
      ))}
      {section.items && (
        <Box
          component={section.ordered ? 'ol' : 'ul'}
          sx={{ m: 0, pl: 3, display: 'grid', gap: 1, '& li::marker': { color: 'primary.main', fontWeight: 700 } }}
        >
          {section.items.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
