import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'shared-ui/router';

export function HeroCard() {
  return (
    <Box
      sx={(theme) => ({
        maxWidth: 560,
        p: { xs: 3, sm: 4, md: 5 },
        borderRadius: 4,
        bgcolor: alpha(theme.palette.background.paper, theme.palette.mode === 'dark' ? 0.72 : 0.86),
        border: `1px solid ${alpha(theme.palette.mode === 'dark' ? '#ffffff' : '#000000', 0.12)}`,
        backdropFilter: 'blur(14px)',
        boxShadow: '0 24px 60px rgba(0, 0, 0, 0.45)',
      })}
    >
      <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 2 }}>
        ♠ Online poker tournaments
      </Typography>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 36, sm: 48, md: 56 }, lineHeight: 1.05, mt: 1, mb: 2 }}>
        Where Legends Are Forged
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: { xs: 16, md: 18 }, mb: 4 }}>
        Join the most thrilling online poker tournaments. Compete against players worldwide, claim victory, and write your own story.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/tournaments" variant="contained" size="large" sx={{ px: 4, py: 1.5 }}>
          Join a Tournament
        </Button>
        <Button component={RouterLink} to="/learn" variant="outlined" size="large" color="inherit" sx={{ px: 4, py: 1.5 }}>
          Learn More
        </Button>
      </Stack>
    </Box>
  );
}
