import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useLiveToasts } from '../live/use-live-toasts';
import { useNotifications } from './use-notifications';

// The list, its spinners and pagination load with the first opening: the header stays light on every page.
const NotificationPanel = lazy(() => import(/* webpackChunkName: "notification-panel" */ './NotificationPanel'));

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
        <Badge
          badgeContent={notifications.unread}
          color="error"
          max={99}
          // The dark shade with white text reads on both themes (the dark theme's error red is pale).
          sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark', color: 'common.white' } }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {button && (
        <Suspense fallback={null}>
          <NotificationPanel open={anchor !== null} anchor={button} onClose={() => setAnchor(null)} notifications={notifications} />
        </Suspense>
      )}
    </>
  );
}
