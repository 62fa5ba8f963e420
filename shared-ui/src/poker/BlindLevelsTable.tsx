import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BlindLevel } from 'shared-events/contracts';

const chips = new Intl.NumberFormat('en-US');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long a blind level lasts, in words: "10 minutes per level", "90 seconds per level". */
export function levelLengthText(seconds: number): string {
  return `${seconds % 60 === 0 ? plural(seconds / 60, 'minute') : plural(seconds, 'second')} per level`;
}

/** "10 minutes per level; level 20 lasts until the end": the structure's pace and its last level. */
export function scheduleText(levels: readonly BlindLevel[], levelSeconds: number): string {
  const last = levels.at(-1)?.level;
  return `${levelLengthText(levelSeconds)}${last ? `; level ${last} lasts until the end` : ''}`;
}

export interface BlindLevelsTableProps {
  levels: readonly BlindLevel[];
  /** The level in play, marked "Current" (and scrolled into view) when given. */
  currentLevel?: number;
  /** The table's accessible name: the id of a visible heading, or a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
}

/** Level, small blind, big blind and ante of a tournament's structure; an ante of 0 reads "None". */
export function BlindLevelsTable({ levels, currentLevel, labelledBy, label, describedBy }: BlindLevelsTableProps) {
  // A late level sits below the fold of a dialog: it is scrolled to.
  const showCurrent = useCallback((row: HTMLTableRowElement | null) => row?.scrollIntoView?.({ block: 'center' }), []);
  return (
    // A phone's width fits the four columns; a larger font setting scrolls the table, never the page.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy} aria-label={label} aria-describedby={describedBy}>
        <TableHead>
          <TableRow>
            <TableCell>Level</TableCell>
            <TableCell align="right">Small blind</TableCell>
            <TableCell align="right">Big blind</TableCell>
            <TableCell align="right">Ante</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {levels.map((level) => {
            const current = level.level === currentLevel;
            return (
              <TableRow key={level.level} selected={current} aria-current={current || undefined} ref={current ? showCurrent : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {level.level}
                  {current && (
                    <Box component="span" sx={{ ml: 1, fontWeight: 700 }}>
                      Current
                    </Box>
                  )}
                </TableCell>
                <ChipCell value={level.smallBlind} />
                <ChipCell value={level.bigBlind} />
                <ChipCell value={level.ante} />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function ChipCell({ value }: { value: number }) {
  return (
    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: value === 0 ? 'text.secondary' : undefined }}>
      {value === 0 ? 'None' : chips.format(value)}
    </TableCell>
  );
}
