import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { PokerThemeProvider } from './PokerThemeProvider';

/** The provider every React root wraps itself in; switch dark/light with the toolbar's Theme control. */
const meta = {
  title: 'Theme/PokerThemeProvider',
  component: PokerThemeProvider,
  tags: ['autodocs'],
} satisfies Meta<typeof PokerThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const SWATCHES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export const Palette: Story = {
  args: { children: null },
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Poker Legends theme' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Join a Tournament' })).toBeInTheDocument();
    // The baseline paints the page with the theme's background (dark unless the toolbar says light) once the
    // toolbar's choice has reached the theme store.
    const background = globals.theme === 'light' ? 'rgb(244, 247, 245)' : 'rgb(11, 18, 16)';
    await waitFor(() => expect(getComputedStyle(canvasElement.ownerDocument.body).backgroundColor).toBe(background));
  },
};
