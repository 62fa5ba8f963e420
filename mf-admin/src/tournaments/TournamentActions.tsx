import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { AdminTournament } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';

// Loaded when asked for: the list's first visit does not pay for the dialog's code.
const EndTournamentDialog = lazy(() => import('./EndTournamentDialog').then((module) => ({ default: module.EndTournamentDialog })));

/** A row's actions: edit, copy, and (while they change anything) cancel and delete, each confirmed. */
export function TournamentActions({ tournament }: { tournament: AdminTournament }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [ending, setEnding] = useState<'cancel' | 'delete' | null>(null);
  const deleted = tournament.deletedAt !== null;
  const over = tournament.status === 'completed' || tournament.status === 'cancelled';
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton aria-label={`Actions for ${tournament.name}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {!deleted && !over && (
          <MenuItem component={Link} to={`/admin/tournaments/${tournament.id}/edit`} onClick={close}>
            Edit
          </MenuItem>
        )}
        {!deleted && (
          <MenuItem component={Link} to={`/admin/tournaments/new?from=${tournament.id}`} onClick={close}>
            Copy
          </MenuItem>
        )}
        {!deleted && !over && (
          <MenuItem
            onClick={() => {
              close();
              setEnding('cancel');
            }}
          >
            Cancel…
          </MenuItem>
        )}
        {!deleted && (
          <MenuItem
            onClick={() => {
              close();
              setEnding('delete');
            }}
          >
            Delete…
          </MenuItem>
        )}
        {deleted && <MenuItem disabled>Deleted: nothing to do</MenuItem>}
      </Menu>
      {ending && (
        <Suspense fallback={null}>
          <EndTournamentDialog tournament={tournament} how={ending} onClose={() => setEnding(null)} />
        </Suspense>
      )}
    </>
  );
}
