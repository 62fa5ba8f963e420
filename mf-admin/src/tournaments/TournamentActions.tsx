import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { AdminTournament } from 'shared-events/contracts';

// Both loaded when first wanted: the list's first visit pays neither for the menu (MUI's Menu brings Popover, Modal,
// Backdrop and the transitions: 16 KB on the wire) nor for the dialog. The menu's code is asked for as soon as a
// pointer comes over a row's button or the keyboard reaches it, so that it is there by the click.
const loadMenu = () => import('./TournamentActionsMenu');
const TournamentActionsMenu = lazy(loadMenu);
const EndTournamentDialog = lazy(() => import('./EndTournamentDialog').then((module) => ({ default: module.EndTournamentDialog })));

/** A row's actions: edit, copy, and (while they change anything) cancel and delete, each confirmed. */
export function TournamentActions({ tournament }: { tournament: AdminTournament }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const [ending, setEnding] = useState<'cancel' | 'delete' | null>(null);
  return (
    <>
      <IconButton
        aria-label={`Actions for ${tournament.name}`}
        aria-haspopup="menu"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {menuWanted && (
        <Suspense fallback={null}>
          <TournamentActionsMenu tournament={tournament} anchor={anchor} onClose={() => setAnchor(null)} onEnd={setEnding} />
        </Suspense>
      )}
      {ending && (
        <Suspense fallback={null}>
          <EndTournamentDialog tournament={tournament} how={ending} onClose={() => setEnding(null)} />
        </Suspense>
      )}
    </>
  );
}
