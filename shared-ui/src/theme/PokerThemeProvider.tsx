import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createPokerTheme, type PaletteMode } from './create-poker-theme';
import { useThemeMode, type ThemeMode } from './theme-mode.store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolvePaletteMode(mode: ThemeMode, prefersDark: boolean): PaletteMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

function usePrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return prefersDark;
}

export interface PokerThemeProviderProps {
  children: ReactNode;
  /** Only the shell applies the page-wide baseline; parcels leave it alone. */
  baseline?: boolean;
}

/** Every React root (the shell and each parcel) wraps itself in this provider. */
export function PokerThemeProvider({ children, baseline = false }: PokerThemeProviderProps) {
  const mode = useThemeMode();
  const prefersDark = usePrefersDark();
  const paletteMode = resolvePaletteMode(mode, prefersDark);
  const theme = useMemo(() => createPokerTheme(paletteMode), [paletteMode]);
  useEffect(() => {
    // The page background outside React (html, overscroll) follows the theme; index.html styles by this attribute.
    if (baseline) document.documentElement.setAttribute('data-theme', paletteMode);
  }, [baseline, paletteMode]);
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline enableColorScheme />}
      {children}
    </ThemeProvider>
  );
}
