import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Tournament } from 'shared-events/contracts';
import { EmptyState, ErrorState } from 'shared-ui/feedback';
import { cardCell, LOBBY_COLUMNS, lobbyTableSx, stickyFirstColumn } from './lobby-columns';
import { TournamentRow, type TournamentRowProps } from './TournamentRow';

export type TableState = { kind: 'loading' } | { kind: 'error'; onRetry: () => void } | { kind: 'rows'; tournaments: readonly Tournament[] };

const SKELETON_ROWS = 5;
// Each column's content height (banner, text, two-line countdown, badge, buttons): a phone's cards keep their size.
// Plain boxes rather than MUI's Skeleton, which this page's first paint would download for them alone.
const SKELETON_HEIGHTS = [42, 20, 20, 40, 24, 20, 32, 32];
// A real row's height (the 42 px banner and the two-line countdown in 16 px padding), so nothing jumps when data arrives.
const ROW_HEIGHT = 75;

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow role="row">
      <TableCell role="cell" colSpan={LOBBY_COLUMNS.length} data-card="wide" sx={{ height: ROW_HEIGHT * 2, p: 0 }}>
        {/* Sticky, so the message stays in view while the wide table is scrolled sideways. */}
        <Box sx={{ position: 'sticky', left: 0, width: 'min(100vw - 48px, 100%)', px: 2, py: 1 }}>{children}</Box>
      </TableCell>
    </TableRow>
  );
}

/** The lobby table (SPEC §2): eight columns; skeleton rows while loading, the error with Retry, or the empty text. */
export function TournamentTable({ state, statusTime, onIntent }: { state: TableState } & Omit<TournamentRowProps, 'tournament'>) {
  return (
    // A focusable region, so the table also scrolls sideways from the keyboard on a tablet.
    <TableContainer component={Paper} variant="outlined" role="region" aria-label="Tournaments table" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table role="table" aria-label="Tournaments" sx={lobbyTableSx}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {LOBBY_COLUMNS.map(({ label, width }, index) => (
              <TableCell
                key={label}
                role="columnheader"
                sx={{ width, fontWeight: 700, whiteSpace: 'nowrap', ...(index === 0 && { ...stickyFirstColumn, zIndex: 2 }) }}
              >
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup" aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' &&
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <TableRow key={row} aria-hidden sx={{ height: { sm: ROW_HEIGHT } }}>
                {LOBBY_COLUMNS.map((column, index) => (
                  <TableCell key={column.label} {...cardCell(column)} sx={index === 0 ? stickyFirstColumn : undefined}>
                    <Box
                      sx={{
                        height: SKELETON_HEIGHTS[index],
                        my: SKELETON_HEIGHTS[index] > 20 ? 0 : 0.5,
                        borderRadius: 1,
                        bgcolor: 'action.selected',
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {state.kind === 'error' && (
            <MessageRow>
              <ErrorState message="Error loading tournaments. Please try again." onRetry={state.onRetry} align="start" />
            </MessageRow>
          )}
          {state.kind === 'rows' && state.tournaments.length === 0 && (
            <MessageRow>
              <EmptyState title="No tournaments found matching your criteria." align="start" />
            </MessageRow>
          )}
          {state.kind === 'rows' &&
            state.tournaments.map((tournament) => (
              <TournamentRow key={tournament.id} tournament={tournament} statusTime={statusTime} onIntent={onIntent} />
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
