import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PokerThemeProvider } from './PokerThemeProvider';

/** The palette and type scale every screen uses; switch dark/light with the toolbar's Theme control. */
export default {
  title: 'Theme/PokerThemeProvider',
  component: PokerThemeProvider,
};

const SWATCHES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export const Palette = {
  render: () => (
    <PokerThemeProvider>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Poker Legends theme
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Felt green and chip gold, on a dark table by default.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {SWATCHES.map((color) => (
            <Box key={color} title={color} sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: `${color}.main` }} />
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Join a Tournament</Button>
          <Button variant="outlined">Learn More</Button>
        </Stack>
      </Paper>
    </PokerThemeProvider>
  ),
};
