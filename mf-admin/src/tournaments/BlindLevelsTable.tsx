import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { visuallyHidden } from 'shared-ui/poker';
import type { BlindRow } from './tournament-form.values';

const COLUMNS = [
  ['smallBlind', 'Small blind'],
  ['bigBlind', 'Big blind'],
  ['ante', 'Ante'],
] as const;

export type BlindRowErrors = Partial<Record<keyof BlindRow, string>> | undefined;

/**
 * The levels, one row each, their cells labelled "Big blind (level 3)"; an invalid cell points to the message
 * `errorId`. It scrolls inside itself where the page is narrower than it. Memoized, and each row too: typing in another
 * field of the form does not render its inputs again, and typing in a level renders that level's row alone.
 */
export const BlindLevelsTable = memo(function BlindLevelsTable({
  rows,
  errors,
  errorId,
  locked,
  onChange,
}: {
  rows: BlindRow[];
  errors: readonly BlindRowErrors[];
  errorId: string;
  locked: boolean;
  onChange: (rows: BlindRow[]) => void;
}) {
  // The levels as last rendered, for the rows' handlers: the handlers stay the same, so an unchanged row is not
  // rendered again, and each change applies to the levels on screen.
  const latest = useRef(rows);
  useLayoutEffect(() => {
    latest.current = rows;
  });
  const setCell = useCallback(
    (index: number, field: keyof BlindRow, value: string) =>
      onChange(latest.current.map((row, at) => (at === index ? { ...row, [field]: value } : row))),
    [onChange],
  );
  const remove = useCallback((index: number) => onChange(latest.current.filter((_, at) => at !== index)), [onChange]);
  return (
    // Positioned, so that the hidden header's text is clipped with the table rather than widening the page.
    <Box role="region" aria-label="Blind levels" tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
      <Table size="small" sx={{ width: 'auto', '& th, & td': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Level</TableCell>
            {COLUMNS.map(([, title]) => (
              <TableCell key={title}>{title}</TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // Levels have no identity of their own but their place in the list.
            <BlindLevelRow
              key={index}
              index={index}
              row={row}
              errors={errors[index]}
              errorId={errorId}
              locked={locked}
              onCell={setCell}
              onRemove={remove}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
});

const INPUT_SX = { width: 92 } as const;

const BlindLevelRow = memo(function BlindLevelRow({
  index,
  row,
  errors,
  errorId,
  locked,
  onCell,
  onRemove,
}: {
  index: number;
  row: BlindRow;
  errors: BlindRowErrors;
  errorId: string;
  locked: boolean;
  onCell: (index: number, field: keyof BlindRow, value: string) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <TableRow>
      <TableCell>{index + 1}</TableCell>
      {COLUMNS.map(([field, title]) => {
        const invalid = Boolean(errors?.[field]);
        return (
          <TableCell key={field}>
            <OutlinedInput
              size="small"
              type="number"
              value={row[field]}
              onChange={(event) => onCell(index, field, event.target.value)}
              error={invalid}
              disabled={locked}
              inputProps={{
                'aria-label': `${title} (level ${index + 1})`,
                'aria-describedby': invalid ? errorId : undefined,
                min: 0,
                step: 1,
                inputMode: 'numeric',
              }}
              sx={INPUT_SX}
            />
          </TableCell>
        );
      })}
      <TableCell>
        <IconButton aria-label={`Remove level ${index + 1}`} disabled={locked} onClick={() => onRemove(index)}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});
