import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATS } from './about-content';

export function AboutStats() {
  return (
    <Box
      component="ul"
      aria-label="Platform facts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(3, 1fr)' }}
    >
      {STATS.map((stat) => (
        <Box
          component="li"
          key={stat.label}
          sx={{ p: { xs: 1.5, sm: 3 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', textAlign: 'center' }}
        >
          <Typography sx={{ fontSize: { xs: 26, sm: 40 }, fontWeight: 800, lineHeight: 1.1, color: 'primary.main' }}>{stat.value}</Typography>
          <Typography sx={{ color: 'text.secondary', fontWeight: 600, mt: 0.5, fontSize: { xs: 13, sm: 16 } }}>{stat.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
