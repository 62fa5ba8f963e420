import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { AdminTournament } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';

export interface TournamentActionsMenuProps {
  tournament: AdminTournament;
  anchor: HTMLElement | null;
  onClose: () => void;
  onEnd: (how: 'cancel' | 'delete') => void;
}

/** A row's menu: edit, copy, and (while they change anything) cancel and delete. */
export default function TournamentActionsMenu({ tournament, anchor, onClose, onEnd }: TournamentActionsMenuProps) {
  const deleted = tournament.deletedAt !== null;
  const over = tournament.status === 'completed' || tournament.status === 'cancelled';
  const end = (how: 'cancel' | 'delete') => () => {
    onClose();
    onEnd(how);
  };
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {!deleted && !over && (
        <MenuItem component={Link} to={`/admin/tournaments/${tournament.id}/edit`} onClick={onClose}>
          Edit
        </MenuItem>
      )}
      {!deleted && (
        <MenuItem component={Link} to={`/admin/tournaments/new?from=${tournament.id}`} onClick={onClose}>
          Copy
        </MenuItem>
      )}
      {!deleted && !over && <MenuItem onClick={end('cancel')}>Cancel…</MenuItem>}
      {!deleted && <MenuItem onClick={end('delete')}>Delete…</MenuItem>}
      {deleted && <MenuItem disabled>Deleted: nothing to do</MenuItem>}
    </Menu>
  );
}
