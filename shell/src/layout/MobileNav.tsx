import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';

// Like the theme menu: the menu's code loads on the first tap.
const MobileNavMenu = lazy(() => import('./MobileNavMenu'));

export interface NavLink {
  to: string;
  label: string;
}

/** The header links on narrow screens, where they do not fit beside the logo. */
export function MobileNav({ links }: { links: NavLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Menu"
        title="Menu"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavMenu anchor={anchor} links={links} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
