import { Link as RouterLink, PRODUCT_NAME } from 'shared-ui';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import { ThemeToggle } from './ThemeToggle';
import { MobileNav } from './MobileNav';
import { Slot } from '../composition/Slot';
import { lazy, Suspense } from 'react';

// Only logged-in users need it; a visitor's first page does not download it.
const AvatarMenu = lazy(() => import('./AvatarMenu'));

const NAV = [
  { to: '/tournaments', label: 'Tournaments' },
  { to: '/about', label: 'About' },
  { to: '/learn', label: 'Learn Poker' },
];

export function Header() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  return (
    <AppBar position="fixed" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', backdropFilter: 'blur(8px)' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {status === 'ready' && <MobileNav links={NAV} />}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          aria-label={`${PRODUCT_NAME} home`}
          noWrap
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 800,
            mr: { xs: 0, md: 2 },
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
            whiteSpace: 'nowrap',
          }}
        >
          <Box component="span" sx={{ color: 'primary.main', fontSize: 26 }} aria-hidden>
            ♠
          </Box>
          {PRODUCT_NAME}
        </Typography>
        {status === 'ready' && (
          <>
            <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
              {NAV.map((link) => (
                <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                  {link.label}
                </Button>
              ))}
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <ThemeToggle />
            {user ? (
              <Suspense fallback={null}>
                <Slot name="header.bell" compact />
                <AvatarMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Button component={RouterLink} to="/login" color="inherit" sx={{ whiteSpace: 'nowrap', minWidth: 0 }}>
                  Log In
                </Button>
                <Button component={RouterLink} to="/register" variant="contained" sx={{ whiteSpace: 'nowrap', minWidth: 0 }}>
                  Sign Up
                </Button>
              </>
            )}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
