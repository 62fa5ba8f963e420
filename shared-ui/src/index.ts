export { PokerThemeProvider, resolvePaletteMode, type PokerThemeProviderProps } from './theme/PokerThemeProvider';
export { createPokerTheme, type PaletteMode } from './theme/create-poker-theme';
export { themeModeStore, setThemeMode, useThemeMode, THEME_MODE_KEY, type ThemeMode } from './theme/theme-mode.store';
export {
  toast,
  toastStore,
  dismissToast,
  useToasts,
  SIGN_IN_TOAST_TOPIC,
  type Toast,
  type ToastOptions,
  type ToastSeverity,
} from './toast/toast.store';
export { Toaster } from './toast/Toaster';
export { CenteredSpinner } from './components/CenteredSpinner';
export { SectionErrorBoundary } from './components/SectionErrorBoundary';
export { UnavailablePanel, type UnavailablePanelProps } from './components/UnavailablePanel';
export { ComingSoonPage } from './components/ComingSoonPage';
export { PRODUCT_NAME } from './brand';
