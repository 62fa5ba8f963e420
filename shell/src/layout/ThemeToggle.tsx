import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import { useThemeMode } from 'shared-ui';
import { THEME_OPTIONS } from './theme-options';

// The menu's code loads on the first click, not with the first page.
const ThemeMenu = lazy(() => import('./ThemeMenu'));

export function ThemeToggle() {
  const mode = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const Current = THEME_OPTIONS.find((option) => option.mode === mode)?.Icon ?? DarkModeIcon;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Theme"
        title="Theme"
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Current />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} mode={mode} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
