import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_MODE_KEY = 'themeMode';
const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_MODE_KEY);
    return MODES.includes(stored as ThemeMode) ? (stored as ThemeMode) : 'dark';
  } catch {
    return 'dark';
  }
}

interface ThemeModeState {
  mode: ThemeMode;
}

/** One theme choice for the whole page (every parcel reads it); dark by default, remembered in localStorage. */
export const themeModeStore = createStore<ThemeModeState>(() => ({
  mode: typeof window === 'undefined' ? 'dark' : readStoredMode(),
}));

export function setThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_MODE_KEY, mode);
  } catch {
    // Private mode: the choice still applies to this page.
  }
  themeModeStore.setState({ mode });
}

export function useThemeMode(): ThemeMode {
  return useStore(themeModeStore, (state) => state.mode);
}
