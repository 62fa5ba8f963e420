import { memo } from 'react';
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
 * `errorId`. It scrolls inside itself where the page is narrower than it. Memoized: typing in another field of the form
 * does not render its 180 inputs again.
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
  const set = (index: number, patch: Partial<BlindRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
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
            <TableRow key={index}>
              <TableCell>{index + 1}</TableCell>
              {COLUMNS.map(([field, title]) => {
                const invalid = Boolean(errors[index]?.[field]);
                return (
                  <TableCell key={field}>
                    <OutlinedInput
                      size="small"
                      type="number"
                      value={row[field]}
                      onChange={(event) => set(index, { [field]: event.target.value })}
                      error={invalid}
                      disabled={locked}
                      inputProps={{
                        'aria-label': `${title} (level ${index + 1})`,
                        'aria-describedby': invalid ? errorId : undefined,
                        min: 0,
                        step: 1,
                        inputMode: 'numeric',
                      }}
                      sx={{ width: 92 }}
                    />
                  </TableCell>
                );
              })}
              <TableCell>
                <IconButton aria-label={`Remove level ${index + 1}`} disabled={locked} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
});
