import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { formatUsd } from 'shared-ui/status';
import { paidPercent, placesOf } from './tournament-form.schema';

type Row = { place: string; percent: string };
type RowErrors = { place?: string; percent?: string } | undefined;

/**
 * The prize structure: one row per place or range of places ("4-6" pays its percent to each), and a preview of what
 * each place would be paid with a field of the size the operator chooses (the pool: entries × buy-in, or the
 * guarantee when that is more). No rows: the winner takes all. Memoized: typing in another field of the form does not
 * render its rows again.
 */
export const PrizeStructureField = memo(function PrizeStructureField({
  rows,
  onChange,
  errors,
  totalError,
  buyIn,
  guarantee,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errors: RowErrors[];
  totalError?: string;
  buyIn: number;
  guarantee: number;
}) {
  const [field, setField] = useState('100');
  const entries = Math.max(0, Math.floor(Number(field) || 0));
  const pool = Math.max(entries * buyIn, guarantee);
  const total = paidPercent(rows);
  const set = (index: number, patch: Partial<Row>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const nextPlace = rows.reduce((next, row) => Math.max(next, Number(row.place.split(/[-–]/).pop()) + 1 || next), 1);

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
        Prize structure
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No places set: the winner takes all.
        </Typography>
      )}
      <Stack spacing={1.5}>
        {rows.map((row, index) => (
          // Rows have no identity of their own but their place in the list.
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={`Place (row ${index + 1})`}
              size="small"
              value={row.place}
              onChange={(event) => set(index, { place: event.target.value })}
              error={Boolean(errors[index]?.place)}
              helperText={errors[index]?.place}
              sx={{ width: 150 }}
            />
            <TextField
              label={`Percent (row ${index + 1})`}
              size="small"
              type="number"
              value={row.percent}
              onChange={(event) => set(index, { percent: event.target.value })}
              error={Boolean(errors[index]?.percent)}
              helperText={errors[index]?.percent}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }}
              sx={{ width: 150 }}
            />
            <Typography variant="body2" sx={{ pt: 1, minWidth: 110, textAlign: 'right' }} aria-label={`Row ${index + 1} pays`}>
              {placesOf(row.place) > 0 && Number(row.percent) > 0 ? formatUsd((pool * Number(row.percent)) / 100) : '—'}
              {placesOf(row.place) > 1 && ' each'}
            </Typography>
            <IconButton aria-label={`Remove row ${index + 1}`} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 2, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" size="small" onClick={() => onChange([...rows, { place: String(nextPlace), percent: '' }])}>
          Add place
        </Button>
        <TextField
          label="Preview for entries"
          size="small"
          type="number"
          value={field}
          onChange={(event) => setField(event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          sx={{ width: 170 }}
        />
        <Typography variant="body2" role="status">
          Pool {formatUsd(pool)} · {rows.length === 0 ? '100' : Math.round(total * 1_000_000) / 1_000_000} % paid
        </Typography>
      </Stack>
      {totalError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {totalError}
        </Typography>
      )}
    </Box>
  );
});
