import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { AA_TEXT_CONTRAST } from '../theme/contrast';
import { createPokerTheme, type PaletteMode } from '../theme/create-poker-theme';
import { colourPairs, SPACING_STEPS, typeScale } from './tokens';

const MODES: readonly PaletteMode[] = ['dark', 'light'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Colours({ theme }: { theme: Theme }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {colourPairs(theme).map((pair) => {
        const passes = pair.ratio >= AA_TEXT_CONTRAST;
        return (
          <Box
            component="li"
            key={pair.name}
            aria-label={`${pair.name}: ${pair.ratio.toFixed(2)} to 1, ${passes ? 'passes' : 'fails'} AA`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 88,
                py: 0.75,
                borderRadius: 1,
                textAlign: 'center',
                fontWeight: 700,
                bgcolor: pair.background,
                color: pair.foreground,
                border: 1,
                borderColor: 'divider',
              }}
            >
              Aa 12
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {pair.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {pair.foreground} on {pair.background} · {pair.ratio.toFixed(2)}:1 {passes ? 'AA' : 'below AA'}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function TypeScale({ theme }: { theme: Theme }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {typeScale(theme).map(({ variant, px, weight, lineHeight }) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ width: 132, flexShrink: 0 }}>
            {variant} · {px}px / {weight} / {String(lineHeight)}
          </Typography>
          <Typography variant={variant} component="span" noWrap sx={{ minWidth: 0 }}>
            Poker Legends
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Spacing({ theme }: { theme: Theme }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      {SPACING_STEPS.map((step) => (
        <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ width: 96, flexShrink: 0 }}>
            {step} · {theme.spacing(step)}
          </Typography>
          <Box aria-hidden sx={{ height: 12, width: theme.spacing(step), bgcolor: 'primary.main', borderRadius: 0.5 }} />
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">
        Corner radius {theme.shape.borderRadius}px
      </Typography>
    </Box>
  );
}

/** One theme's tokens, painted with that theme whatever the toolbar says, so both stand side by side. */
function ThemeTokens({ mode }: { mode: PaletteMode }) {
  const theme = useMemo(() => createPokerTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <Paper
        component="article"
        aria-label={`${mode === 'dark' ? 'Dark' : 'Light'} theme`}
        sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.default', color: 'text.primary', minWidth: 0 }}
        variant="outlined"
      >
        <Typography variant="h5" component="h2">
          {mode === 'dark' ? 'Dark' : 'Light'} theme
        </Typography>
        <Section title="Colours">
          <Colours theme={theme} />
        </Section>
        <Section title="Type scale">
          <TypeScale theme={theme} />
        </Section>
        <Section title="Spacing">
          <Spacing theme={theme} />
        </Section>
      </Paper>
    </ThemeProvider>
  );
}

/** The design tokens of both themes side by side: colours with their contrast, the type scale and the spacing steps. */
export function DesignTokens({ modes = MODES }: { modes?: readonly PaletteMode[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${modes.length}, minmax(0, 1fr))` } }}>
      {modes.map((mode) => (
        <ThemeTokens key={mode} mode={mode} />
      ))}
    </Box>
  );
}
