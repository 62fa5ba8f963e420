import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HandHistoryRow, HandResult } from 'shared-events/contracts';
import { GAME_NAMES, resultText } from './hand-result';
import { PlayingCards } from './PlayingCards';

export const handDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const RESULT_COLORS: Record<HandResult, string> = { won: 'success.main', split: 'success.main', lost: 'error.main', even: 'text.secondary' };

// At phone width the date and stakes move under the game, so the cards and the result keep their room.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ROW_HEIGHT = 57;
const COLUMNS = ['Date', 'Game', 'Stakes', 'Your Hand', 'Result', 'Review'];

function Head() {
  return (
    <TableHead>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableCell key={column} sx={column === 'Date' || column === 'Stakes' ? wideOnly : undefined} align={column === 'Review' ? 'right' : 'left'}>
            {column}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** SPEC §2 "Recent Hands": one row a hand, newest first, each with its Review button. */
export function HandHistoryTable({ rows, onReview }: { rows: HandHistoryRow[]; onReview: (row: HandHistoryRow) => void }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Recent Hands">
        <Head />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} sx={{ height: ROW_HEIGHT }}>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{handDateFormat.format(new Date(row.date))}</TableCell>
              <TableCell sx={{ minWidth: 96 }}>
                <Box component="abbr" title={GAME_NAMES[row.gameType]} sx={{ textDecoration: 'none', fontWeight: 600 }}>
                  {row.gameType}
                </Box>
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
                  {row.tournamentName}
                </Box>
                <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', typography: 'caption' }}>
                  {row.stakes} · {handDateFormat.format(new Date(row.date))}
                </Box>
              </TableCell>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{row.stakes}</TableCell>
              <TableCell>
                <PlayingCards cards={row.myHand} label="Your hand" />
              </TableCell>
              <TableCell sx={{ color: RESULT_COLORS[row.result], fontWeight: 600, whiteSpace: 'nowrap' }}>{resultText(row)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onReview(row)}
                  aria-label={`Review hand ${row.handNumber} of ${row.tournamentName}`}
                >
                  Review
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The table's shape while the first page loads, rows of the final height so nothing jumps when it arrives. */
export function HandHistorySkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <TableContainer aria-busy="true" aria-label="Loading hand history">
      <Table size="small">
        <Head />
        <TableBody>
          {Array.from({ length: rows }, (_, index) => (
            <TableRow key={index} sx={{ height: ROW_HEIGHT }}>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={column === 'Date' || column === 'Stakes' ? wideOnly : undefined}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
