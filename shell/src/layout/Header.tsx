import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { PRODUCT_NAME } from 'shared-ui';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';
import { ThemeToggle } from './ThemeToggle';
import { MobileNav } from './MobileNav';
import { Slot } from '../composition/Slot';

// Only logged-in users need it; a visitor's first page does not download it.
const AvatarMenu = lazy(() => import('./AvatarMenu'));
const YourTableButton = lazy(() => import(/* webpackChunkName: "your-table" */ './YourTableButton'));

const NAV = [
  { to: '/tournaments', label: 'Tournaments' },
  { to: '/about', label: 'About' },
  { to: '/learn', label: 'Learn Poker' },
];

/** The size of the header's icon buttons: what the menu, bell and avatar places keep while their code loads. */
const ICON_PLACE = 40;

function Logo() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      aria-label={`${PRODUCT_NAME} home`}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 800,
        mr: { xs: 0, md: 2 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        fontSize: { xs: '1rem', sm: '1.25rem' },
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      <Box component="span" sx={{ color: 'primary.main', fontSize: { xs: 22, sm: 26 } }} aria-hidden>
        ♠
      </Box>
      {PRODUCT_NAME}
    </Typography>
  );
}

/** Where the narrow-screen menu button goes, kept while the session is read so the logo never moves. */
function MenuPlace() {
  return <Box aria-hidden sx={{ display: { xs: 'block', md: 'none' }, width: ICON_PLACE, height: ICON_PLACE, flexShrink: 0 }} />;
}

function Actions({ user }: { user: SessionUser | null }) {
  if (!user) {
    return (
      <>
        <Button component={RouterLink} to="/login" color="inherit" sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0, px: { xs: 1, sm: 1.5 } }}>
          Log In
        </Button>
        <Button
          component={RouterLink}
          to="/register"
          variant="contained"
          sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0, px: { xs: 1.25, sm: 2 } }}
        >
          Sign Up
        </Button>
      </>
    );
  }
  return (
    <>
      {/* Its own boundary: the header is shown without waiting for it, and it shows itself only when the player sits. */}
      <Suspense fallback={null}>
        <YourTableButton userId={user.id} />
      </Suspense>
      {/* The bell is another module's parcel: its place is kept so nothing moves when it arrives. */}
      <Box
        data-testid="bell-place"
        sx={{ minWidth: ICON_PLACE, height: ICON_PLACE, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
      >
        <Slot name="header.bell" compact />
      </Box>
      <AvatarMenu user={user} />
    </>
  );
}

/**
 * SPEC §2: content hidden while the auth state loads. Then every part appears in one go: the avatar menu's code is
 * awaited by one Suspense boundary around all of them, whose fallback is the logo alone at its final place.
 */
export function Header() {
  const ready = useSession((state) => state.status === 'ready');
  const user = useSession((state) => state.user);
  const logoOnly = (
    <>
      <MenuPlace />
      <Logo />
    </>
  );
  return (
    <AppBar position="fixed" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', backdropFilter: 'blur(8px)' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, flexWrap: 'nowrap' }}>
        {ready ? (
          <Suspense fallback={logoOnly}>
            <MobileNav links={NAV} />
            <Logo />
            <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
              {NAV.map((link) => (
                <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                  {link.label}
                </Button>
              ))}
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <ThemeToggle />
            <Actions user={user} />
          </Suspense>
        ) : (
          logoOnly
        )}
      </Toolbar>
    </AppBar>
  );
}
