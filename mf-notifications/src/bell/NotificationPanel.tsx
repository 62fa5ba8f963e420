import { useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { NotificationPayload } from 'shared-events';
import { EmptyState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import type { NotificationsState } from './use-notifications';
import { CheckIcon } from './icons';
import { NOTIFICATION_PAGE_SIZE } from './notifications.api';

// A ring the keyboard user can see on both themes (the ripple alone is faint).
const focusRing = { '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

export interface NotificationPanelProps {
  open: boolean;
  anchor: HTMLElement;
  onClose: () => void;
  notifications: NotificationsState;
}

function NotificationItem({ row, marking, onMarkRead }: { row: NotificationPayload; marking: boolean; onMarkRead: () => void }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: row.readAt ? 400 : 700, overflowWrap: 'anywhere' }}>
          {row.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {row.body}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {new Date(row.sendAt).toLocaleString()}
        </Typography>
      </Box>
      {!row.readAt && (
        <IconButton
          size="small"
          aria-label="Mark as read"
          title="Mark as read"
          disabled={marking}
          onClick={onMarkRead}
          sx={{ width: 32, height: 32, ...focusRing }}
        >
          {marking ? <CircularProgress size={16} /> : <CheckIcon fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}

/** The bell's menu (SPEC §2): "Loading...", then "No notifications" or the list; Prev / "Page N" / Next above 10. */
export default function NotificationPanel({ open, anchor, onClose, notifications }: NotificationPanelProps) {
  const { page, showPage, rows, count, loading, marking, markRead } = notifications;
  const paper = useRef<HTMLDivElement>(null);
  // The button disappears (or was disabled) under the keyboard focus: keep it in the panel, so Escape and Tab still work.
  const markAndKeepFocus = async (id: number) => {
    await markRead(id);
    if (paper.current && !paper.current.contains(document.activeElement)) paper.current.focus();
  };
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { ref: paper, tabIndex: -1, role: 'dialog', 'aria-label': 'Notifications', sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } },
      }}
    >
      <Typography component="h2" sx={{ px: 2, py: 1.5, fontWeight: 700 }}>
        Notifications
      </Typography>
      <Divider />
      {loading ? (
        <LoadingState sx={{ px: 2 }} />
      ) : rows.length === 0 ? (
        <EmptyState title="No notifications" align="start" sx={{ px: 2 }} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 400, overflowY: 'auto' }}>
          {rows.map((row) => (
            <NotificationItem key={row.id} row={row} marking={marking.has(row.id)} onMarkRead={() => void markAndKeepFocus(row.id)} />
          ))}
        </Box>
      )}
      <Pagination
        page={page}
        total={count}
        pageSize={NOTIFICATION_PAGE_SIZE}
        onChange={(target) => void showPage(target)}
        label="Notification pages"
        sx={{ justifyContent: 'space-between', px: 2, py: 1 }}
      />
    </Popover>
  );
}
