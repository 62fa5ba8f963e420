import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import type { ThemeMode } from 'shared-ui';

export const THEME_OPTIONS: { mode: ThemeMode; label: string; Icon: typeof LightModeIcon }[] = [
  { mode: 'light', label: 'Light', Icon: LightModeIcon },
  { mode: 'dark', label: 'Dark', Icon: DarkModeIcon },
  { mode: 'system', label: 'System', Icon: SettingsBrightnessIcon },
];
