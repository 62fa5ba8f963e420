import type { Theme } from '@mui/material/styles';

/**
 * SPEC §2: the lobby table's columns, in order, with fixed widths so live data never moves them. `card` is how a
 * cell sits in a row's card at phone width: labelled with its column, or across the card.
 */
export const LOBBY_COLUMNS = [
  { label: 'Tournament', width: 236, card: 'wide' },
  { label: 'Buy-in', width: 90, card: 'labelled' },
  { label: 'Prize Pool', width: 140, card: 'labelled' },
  { label: 'Starts In', width: 184, card: 'labelled wide' },
  { label: 'Status', width: 136, card: 'labelled' },
  { label: 'Players', width: 100, card: 'labelled' },
  { label: 'Detail', width: 96, card: 'plain' },
  { label: 'Attend', width: 160, card: 'plain' },
] as const;

const TABLE_WIDTH = LOBBY_COLUMNS.reduce((sum, column) => sum + column.width, 0);

/**
 * From 600 px the full table, scrolling sideways with the Tournament column in view until it fits. Below, each row
 * is a card: the name across the top, the other columns labelled (two by two, the countdown across), then
 * Details and Attend.
 * The elements keep their table roles (set explicitly: some browsers drop them with the display change).
 */
export const lobbyTableSx = (theme: Theme) => ({
  tableLayout: 'fixed',
  minWidth: TABLE_WIDTH,
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    '&, & > tbody': { display: 'block' },
    '& > thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& > tbody > tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(1.5),
      p: 2,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& > tbody > tr > *': { display: 'block', width: 'auto', p: 0, border: 0, position: 'static', boxShadow: 'none' },
    '& > tbody > tr > [data-card~="wide"]': { gridColumn: '1 / -1' },
    '& > tbody > tr > [data-card~="labelled"]::before': {
      content: 'attr(data-label)',
      display: 'block',
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
  },
});

export const stickyFirstColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: { xs: '2px 0 4px -2px rgba(0, 0, 0, 0.35)', lg: 'none' },
} as const;

export type LobbyColumn = (typeof LOBBY_COLUMNS)[number];

/** The attributes that place a cell in its phone card. */
export const cardCell = ({ label, card }: LobbyColumn) => ({ 'data-label': label, 'data-card': card });
