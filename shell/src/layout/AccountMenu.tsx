import { Link as RouterLink } from 'shared-ui/router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from 'shared-events/contracts';
import { endSession } from '../session/end-session';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/hand-history', label: 'Hand History' },
];

/** The back office, listed for admins only (its pages are theirs alone: issue #26). */
const ADMIN_LINK = { to: '/admin', label: 'Admin' };

/** SPEC §2 Header: the username and e-mail, then Dashboard, Profile, Hand History (and Admin for an admin) and Log out. */
export default function AccountMenu({ user, anchor, onClose }: { user: SessionUser; anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
        <Typography sx={{ fontWeight: 700 }}>{user.username}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {(user.role === 'admin' ? [...LINKS, ADMIN_LINK] : LINKS).map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void endSession();
        }}
      >
        Log out
      </MenuItem>
    </Menu>
  );
}
