import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { TournamentChoice } from './TournamentMenu';

export interface TournamentOption {
  id: number;
  name: string;
  hands: number;
}

export interface TournamentFilterProps {
  options: TournamentOption[];
  /** The tournament shown, undefined for all. */
  value: number | undefined;
  onChange: (tournamentId: number | undefined) => void;
}

const loadMenu = () => import(/* webpackChunkName: "tournament-menu" */ './TournamentMenu');
const TournamentMenu = lazy(loadMenu);

/**
 * Which tournament's hands the history lists: a menu button (one choice, ticked). Not a select field: a text field
 * brought its own copy of MUI's input family to this page (45 KB), and the menu's code (20 KB) comes only when the
 * button is first pointed at, focused or pressed, so the first visit stays within its budget.
 */
export function TournamentFilter({ options, value, onChange }: TournamentFilterProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = options.find((option) => option.id === value);
  const choices: TournamentChoice[] = [
    { id: undefined, text: 'All tournaments' },
    ...options.map((option) => ({ id: option.id, text: `${option.name} (${option.hands})` })),
  ];
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Tournament: ${current ? current.name : 'All tournaments'}`}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 240, justifyContent: 'space-between', textTransform: 'none', borderColor: 'divider' }}
      >
        <span>
          Tournament: <strong>{current ? current.name : 'All tournaments'}</strong>
        </span>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <TournamentMenu
            id={menuId}
            anchor={anchor}
            choices={choices}
            value={value}
            onClose={() => setAnchor(null)}
            onChoose={(tournamentId) => {
              setAnchor(null);
              if (tournamentId !== value) onChange(tournamentId);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
