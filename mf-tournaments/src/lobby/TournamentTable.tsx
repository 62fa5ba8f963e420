import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { LOBBY_COLUMNS, LOBBY_TABLE_MIN_WIDTH, stickyFirstColumn } from './lobby-columns';
import { TournamentRow, type TournamentRowProps } from './TournamentRow';

export type TableState = { kind: 'loading' } | { kind: 'error'; onRetry: () => void } | { kind: 'rows'; tournaments: readonly Tournament[] };

const SKELETON_ROWS = 5;
// A real row's height (the 42 px banner and the two-line countdown in 16 px padding), so nothing jumps when data arrives.
const ROW_HEIGHT = 75;

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={LOBBY_COLUMNS.length} sx={{ height: ROW_HEIGHT * 2, p: 0 }}>
        {/* Sticky, so the message stays in view while the wide table is scrolled sideways at 375 px. */}
        <Box sx={{ position: 'sticky', left: 0, width: 'min(100vw - 48px, 100%)', px: 2, py: 3 }}>{children}</Box>
      </TableCell>
    </TableRow>
  );
}

/** The lobby table (SPEC §2): eight columns; skeleton rows while loading, the error with Retry, or the empty text. */
export function TournamentTable({ state, statusTime, onIntent }: { state: TableState } & Omit<TournamentRowProps, 'tournament'>) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table aria-label="Tournaments" sx={{ tableLayout: 'fixed', minWidth: LOBBY_TABLE_MIN_WIDTH }}>
        <TableHead>
          <TableRow>
            {LOBBY_COLUMNS.map(({ label, width }, index) => (
              <TableCell key={label} sx={{ width, fontWeight: 700, whiteSpace: 'nowrap', ...(index === 0 && { ...stickyFirstColumn, zIndex: 2 }) }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' &&
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <TableRow key={row} aria-hidden sx={{ height: ROW_HEIGHT }}>
                {LOBBY_COLUMNS.map(({ label }, index) => (
                  <TableCell key={label} sx={index === 0 ? stickyFirstColumn : undefined}>
                    <Skeleton variant={index === 0 ? 'rounded' : 'text'} height={index === 0 ? 42 : undefined} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {state.kind === 'error' && (
            <MessageRow>
              <Typography role="alert" sx={{ mb: 1.5 }}>
                Error loading tournaments. Please try again.
              </Typography>
              <Button variant="outlined" onClick={state.onRetry}>
                Retry
              </Button>
            </MessageRow>
          )}
          {state.kind === 'rows' && state.tournaments.length === 0 && (
            <MessageRow>
              <Typography>No tournaments found matching your criteria.</Typography>
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
