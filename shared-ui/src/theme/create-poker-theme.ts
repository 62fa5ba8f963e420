import { createTheme, type Theme } from '@mui/material/styles';

export type PaletteMode = 'light' | 'dark';

/** The platform's look: felt green and chip gold on a dark table by default. */
export function createPokerTheme(mode: PaletteMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      // MUI's default picks white text down to 3:1; WCAG AA needs 4.5:1 on badges and buttons of every colour.
      contrastThreshold: 4.5,
      // Text on the primary colour keeps at least 4.5:1 (WCAG AA): near-black on the dark theme's bright green
      // (white there is 2.3:1), white on the light theme's deeper green (5.0:1).
      primary: { main: dark ? '#22c55e' : '#15803d', contrastText: dark ? '#04150b' : '#ffffff' },
      secondary: { main: dark ? '#fbbf24' : '#b45309' },
      background: dark ? { default: '#0b1210', paper: '#121c19' } : { default: '#f4f7f5', paper: '#ffffff' },
      error: { main: dark ? '#f87171' : '#c62828' },
      // MUI's light warning and info are 3.1:1 and 3.9:1 as text on white; these keep AA as text and behind white.
      ...(dark ? {} : { warning: { main: '#c2410c' }, info: { main: '#0369a1' } }),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
}
