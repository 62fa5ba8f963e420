import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'shared-ui/router';
import type { NavLink } from './MobileNav';

export default function MobileNavMenu({ anchor, links, onClose }: { anchor: HTMLElement | null; links: NavLink[]; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
