import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { assetUrl } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';
import { UserAvatar } from 'shared-ui/avatar';

// MUI's Menu (with Popover and Modal, ~16 KB br) loads on the first click, not with every signed-in page.
const AccountMenu = lazy(() => import('./AccountMenu'));

export default function AvatarMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Account menu"
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        {/* The picture is the player's own, named after them as before (the button's label says what it does). */}
        <UserAvatar username={user.username} src={assetUrl(user.avatar)} size={36} label={user.username} />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenu user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
