/** SPEC §2: the lobby table's columns, in order, with fixed widths so live data never moves them. */
export const LOBBY_COLUMNS = [
  { label: 'Tournament', width: { xs: 172, sm: 250 } },
  { label: 'Buy-in', width: 90 },
  { label: 'Prize Pool', width: 140 },
  { label: 'Starts In', width: 180 },
  { label: 'Status', width: 110 },
  { label: 'Players', width: 96 },
  { label: 'Detail', width: 100 },
  { label: 'Attend', width: 164 },
] as const;

/** The table scrolls sideways below its full width (375 px phones); the Tournament column stays in view. */
export const LOBBY_TABLE_MIN_WIDTH = { xs: 1052, sm: 1130 };

export const stickyFirstColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: { xs: '2px 0 4px -2px rgba(0, 0, 0, 0.35)', lg: 'none' },
} as const;
