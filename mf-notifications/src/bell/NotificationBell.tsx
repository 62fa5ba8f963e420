import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import DoneIcon from '@mui/icons-material/Done';
import { useNotifications } from './use-notifications';
import { notificationPager } from './pagination';

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opening, setOpening] = useState(false);
  const { page, setPage, rows, count, loading, unread, marking, markRead, reload } = useNotifications();
  const pager = notificationPager(page, count);

  const open = async (target: HTMLElement) => {
    setAnchor(target);
    setOpening(true);
    await reload();
    setOpening(false);
  };

  return (
    <>
      <IconButton color="inherit" aria-label="Notifications" onClick={(event) => void open(event.currentTarget)}>
        <Badge badgeContent={unread} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 360, maxWidth: '90vw' } } }}>
        <Typography sx={{ px: 2, py: 1, fontWeight: 700 }}>Notifications</Typography>
        <Divider />
        {opening || (loading && rows.length === 0) ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            Loading...
          </Typography>
        ) : rows.length === 0 ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            No notifications
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 400, overflowY: 'auto' }}>
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                sx={{ display: 'flex', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', opacity: row.readAt ? 0.65 : 1 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: row.readAt ? 400 : 700 }}>
                    {row.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.body}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {new Date(row.sendAt).toLocaleString()}
                  </Typography>
                </Box>
                {!row.readAt && (
                  <Tooltip title="Mark as read">
                    <span>
                      <IconButton size="small" aria-label="Mark as read" disabled={marking.has(row.id)} onClick={() => void markRead(row.id)}>
                        {marking.has(row.id) ? <CircularProgress size={16} /> : <DoneIcon fontSize="small" />}
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </Box>
            ))}
          </Box>
        )}
        {pager.visible && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
            <Button size="small" disabled={!pager.canPrev} onClick={() => setPage(page - 1)}>
              Prev
            </Button>
            <Typography variant="body2">Page {page}</Typography>
            <Button size="small" disabled={!pager.canNext} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Box>
        )}
      </Menu>
    </>
  );
}
