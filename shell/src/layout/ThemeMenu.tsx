import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import { setThemeMode, type ThemeMode } from 'shared-ui';
import { THEME_OPTIONS } from './theme-options';

export default function ThemeMenu({ anchor, mode, onClose }: { anchor: HTMLElement | null; mode: ThemeMode; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {THEME_OPTIONS.map(({ mode: option, label, Icon }) => (
        <MenuItem
          key={option}
          selected={option === mode}
          onClick={() => {
            setThemeMode(option);
            onClose();
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
