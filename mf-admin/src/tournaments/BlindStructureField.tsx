import { useCallback, useRef, type ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chipFriendly, MAX_BLIND_LEVELS } from 'shared-events/contracts';
import { textFieldProps } from 'shared-ui/forms';
import { blindStructurePreview } from './blind-structure-preview';
import { BlindLevelsTable, type BlindRowErrors } from './BlindLevelsTable';
import { blindLevels, defaultBlindRows, type BlindRow, type TournamentFormValues } from './tournament-form.values';

const ERROR_ID = 'blind-structure-error';
const NO_ERRORS: BlindRowErrors[] = [];

/** A level after the last: its big blind about 1.5 times the last one's, an ante if the last had one. */
function nextRow(last: BlindRow): BlindRow {
  const previous = Number(last.bigBlind) || 0;
  const bigBlind = Math.max(chipFriendly(previous * 1.5), previous + 2);
  return { smallBlind: String(Math.floor(bigBlind / 2)), bigBlind: String(bigBlind), ante: Number(last.ante) > 0 ? String(bigBlind) : '0' };
}

/** A whole number as typed, else none. */
const whole = (value: string | number) => (/^\d+$/.test(String(value).trim()) ? Number(value) : Number.NaN);

/**
 * The starting stack's change handler: levels still the default of the stack follow it as it is typed (until the
 * tournament starts); levels an operator changed stay as they are, until filled from the stack again.
 */
export function useLevelsFollowingStack(form: FormikProps<TournamentFormValues>, started: boolean) {
  // The last stack typed that makes a structure: a blank on the way to another keeps the levels following.
  const followed = useRef(form.values.startingStack);
  return (event: ChangeEvent<HTMLInputElement>) => {
    const next = defaultBlindRows(event.target.value);
    if (next) {
      const following = JSON.stringify(form.values.blindStructure) === JSON.stringify(defaultBlindRows(followed.current));
      if (following && !started) void form.setFieldValue('blindStructure', next);
      followed.current = event.target.value;
    }
    form.handleChange(event);
  };
}

/**
 * The blinds: one row per level (small blind, big blind, ante; numbered in order), the level length and the break at
 * the end of each hour, and when the breaks fall and how far the levels go in the tournament's scheduled length. The
 * table scrolls inside itself on a phone. `locked`: the tournament has started, and its clock is fixed.
 */
export function BlindStructureField({ form, locked }: { form: FormikProps<TournamentFormValues>; locked: boolean }) {
  const rows = form.values.blindStructure;
  const { setFieldValue } = form;
  const setRows = useCallback((next: BlindRow[]) => void setFieldValue('blindStructure', next), [setFieldValue]);
  const shown = form.submitCount > 0 ? (form.errors.blindStructure as string | BlindRowErrors[] | undefined) : undefined;
  const rowErrors = Array.isArray(shown) ? shown : NO_ERRORS;
  const error = typeof shown === 'string' ? shown : rowErrors.flatMap((row) => Object.values(row ?? {}))[0];
  const filled = defaultBlindRows(form.values.startingStack);
  const levelSeconds = Math.round(Number(form.values.levelMinutes) * 60);
  const breakMinutes = whole(form.values.breakMinutes);
  const duration = whole(form.values.durationMinutes);
  const preview =
    rows.length > 0 && levelSeconds >= 1 && breakMinutes <= 30 && duration >= 1
      ? blindStructurePreview(blindLevels(rows), levelSeconds, breakMinutes, duration)
      : [];

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
        Blind structure
      </Typography>
      {locked && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The tournament has started: its levels, level length and breaks are fixed.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
        <TextField
          label="Level length (minutes)"
          type="number"
          {...textFieldProps(form, 'levelMinutes')}
          disabled={locked}
          slotProps={{ htmlInput: { step: 'any' } }}
        />
        <TextField label="Break each hour (minutes)" type="number" {...textFieldProps(form, 'breakMinutes')} disabled={locked} />
      </Box>
      <BlindLevelsTable rows={rows} errors={rowErrors} errorId={ERROR_ID} locked={locked} onChange={setRows} />
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={locked || rows.length >= MAX_BLIND_LEVELS || (rows.length === 0 && !filled)}
          onClick={() => setRows(rows.length === 0 ? filled!.slice(0, 1) : [...rows, nextRow(rows[rows.length - 1])])}
        >
          Add level
        </Button>
        <Button variant="outlined" size="small" disabled={locked || !filled} onClick={() => filled && setRows(filled)}>
          Fill from the starting stack
        </Button>
      </Stack>
      {error && (
        <Typography id={ERROR_ID} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {preview.length > 0 && (
        <Typography id="blind-structure-preview" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {preview.join(' ')}
        </Typography>
      )}
    </Box>
  );
}
