import Box, { type BoxProps } from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { HandHistoryRow, HandResult } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { PlayingCards } from 'shared-ui/poker';
import { GAME_NAMES, resultText } from './hand-result';

export const handDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const RESULT_COLORS: Record<HandResult, string> = {
  won: 'success.main',
  split: 'success.main',
  lost: 'error.main',
  even: 'text.secondary',
  void: 'text.secondary',
};

// A plain table styled like MUI's small one: MUI's Table is not among the components the shell shares, and
// bundling it pulled a second copy of MUI's styling internals (~20 KB br) into this screen.
/** A row's height: the loading placeholders take it too, so nothing jumps when the rows arrive. */
export const HAND_ROW_HEIGHT = 57;
const COLUMNS = ['Date', 'Game', 'Stakes', 'Your Hand', 'Result', 'Review'] as const;
type Column = (typeof COLUMNS)[number];
// At phone width the date, game and stakes move under the cards, so the cards, the result and Review keep their room.
const WIDE_ONLY: ReadonlySet<Column> = new Set(['Date', 'Game', 'Stakes']);
const phoneOnly = { display: { xs: 'block', sm: 'none' }, color: 'text.secondary', typography: 'caption', mt: 0.5 } as const;

function Cell({ column, head = false, sx, ...rest }: BoxProps & { column: Column; head?: boolean }) {
  return (
    <Box
      component={head ? 'th' : 'td'}
      {...(head && { scope: 'col' })}
      sx={{
        display: WIDE_ONLY.has(column) ? { xs: 'none', sm: 'table-cell' } : 'table-cell',
        py: 0.75,
        px: { xs: 0.75, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        typography: 'body2',
        fontWeight: head ? 500 : undefined,
        textAlign: column === 'Review' ? 'right' : 'left',
        verticalAlign: 'middle',
        ...sx,
      }}
      {...rest}
    />
  );
}

function Head() {
  return (
    <thead>
      <tr>
        {COLUMNS.map((column) => (
          <Cell key={column} column={column} head>
            {column}
          </Cell>
        ))}
      </tr>
    </thead>
  );
}

/** SPEC §2 "Recent Hands": one row a hand, newest first, each with its Review button (the hand replayed). */
export function HandHistoryTable({ rows }: { rows: HandHistoryRow[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" aria-label="Recent Hands" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Head />
        <tbody>
          {rows.map((row) => (
            <Box component="tr" key={row.id} sx={{ height: HAND_ROW_HEIGHT }}>
              <Cell column="Date" sx={{ whiteSpace: 'nowrap' }}>
                {handDateFormat.format(new Date(row.date))}
              </Cell>
              <Cell column="Game">
                <Box component="abbr" title={GAME_NAMES[row.gameType]} sx={{ textDecoration: 'none', fontWeight: 600 }}>
                  {row.gameType}
                </Box>
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
                  {row.tournamentName}
                </Box>
              </Cell>
              <Cell column="Stakes" sx={{ whiteSpace: 'nowrap' }}>
                {row.stakes}
              </Cell>
              <Cell column="Your Hand">
                <PlayingCards cards={row.myHand} label="Your hand" />
                <Box component="span" sx={phoneOnly}>
                  {row.gameType} {row.stakes} · {handDateFormat.format(new Date(row.date))}
                </Box>
              </Cell>
              <Cell column="Result" sx={{ color: RESULT_COLORS[row.result], fontWeight: 600, whiteSpace: 'nowrap' }}>
                {resultText(row)}
              </Cell>
              <Cell column="Review">
                <Button
                  size="small"
                  variant="outlined"
                  component={Link}
                  to={`/hand-history/${row.id}`}
                  aria-label={`Review hand ${row.handNumber} of ${row.tournamentName}`}
                >
                  Review
                </Button>
              </Cell>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
