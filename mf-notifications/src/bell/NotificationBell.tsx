import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { BellIcon } from './icons';
import { useLiveToasts } from '../live/use-live-toasts';
import { useNotifications } from './use-notifications';

// The list, its spinners and pagination load with the first opening: the header stays light on every page.
const NotificationPanel = lazy(() => import(/* webpackChunkName: "notification-panel" */ './NotificationPanel'));

// A plain box rather than MUI's Badge: the header's own shared components already draw it, Badge would add ~20 KB
// of styling internals to every signed-in page. The dark shade with white text reads on both themes.
const unreadBadge = {
  position: 'absolute',
  top: -6,
  right: -9,
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  bgcolor: 'error.dark',
  color: 'common.white',
  fontSize: 12,
  fontWeight: 600,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once loaded the panel stays mounted, so it closes the way it opened (the page's aria-hidden is restored).
  const [button, setButton] = useState<HTMLElement | null>(null);
  const notifications = useNotifications();
  useLiveToasts();

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setButton(target);
    void notifications.refresh();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={notifications.unread > 0 ? `Notifications, ${notifications.unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => open(event.currentTarget)}
      >
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <BellIcon />
          {notifications.unread > 0 && (
            <Box component="span" data-testid="unread-badge" aria-hidden sx={unreadBadge}>
              {notifications.unread > 99 ? '99+' : notifications.unread}
            </Box>
          )}
        </Box>
      </IconButton>
      {button && (
        <Suspense fallback={null}>
          <NotificationPanel open={anchor !== null} anchor={button} onClose={() => setAnchor(null)} notifications={notifications} />
        </Suspense>
      )}
    </>
  );
}
