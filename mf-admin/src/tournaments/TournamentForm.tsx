import { useCallback, useMemo, useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { shownError, textFieldProps } from 'shared-ui/forms';
import { useBannerUploading } from '../api/admin-banners.api';
import { BannerField } from './BannerField';
import { BlindStructureField, useLevelsFollowingStack } from './BlindStructureField';
import { PrizeStructureField } from './PrizeStructureField';
import { tournamentSchema } from './tournament-form.schema';
import type { TournamentFormValues } from './tournament-form.values';
import { SchedulePreview } from './SchedulePreview';

type PrizeErrors = FormikErrors<TournamentFormValues>['prizeStructure'];

const NO_PRIZE_ERRORS: ({ place?: string; percent?: string } | undefined)[] = [];

const utcFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The fields of a tournament, grouped as an operator sets them up; `save` sends them (create or change) and says
 * what was done. With `schedule`, the tournament is a schedule's template: how it repeats, and its next starts.
 * `started`: the tournament is in play, its blind clock fixed.
 */
export function TournamentForm({
  initialValues,
  submitLabel,
  save,
  failure,
  onCancel,
  schedule = false,
  started = false,
}: {
  initialValues: TournamentFormValues;
  submitLabel: string;
  save: (values: TournamentFormValues) => Promise<void>;
  /** The toast when the server refuses without a message of its own. */
  failure: string;
  onCancel: () => void;
  schedule?: boolean;
  started?: boolean;
}) {
  // SPEC §4: validated on submit, then again on every change. Before the first submit nothing is shown, and validating
  // the whole form (its blind levels and places) on each key only delayed the key's paint.
  const [submitted, setSubmitted] = useState(false);
  const form = useFormik<TournamentFormValues>({
    initialValues,
    validationSchema: tournamentSchema,
    validateOnChange: submitted,
    validateOnBlur: submitted,
    onSubmit: async (values) => {
      try {
        await save(values);
      } catch (error) {
        toast.error(errorMessage(error, failure));
      }
    },
  });
  const field = (name: keyof TournamentFormValues & string) => textFieldProps(form, name);
  const uploading = useBannerUploading();
  const changeStack = useLevelsFollowingStack(form, started);
  const prizeErrors = form.submitCount > 0 ? (form.errors.prizeStructure as PrizeErrors) : undefined;
  // Stable while the places and their messages are, so that typing elsewhere does not render the places again.
  const { setFieldValue } = form;
  const setPrizeRows = useCallback((rows: TournamentFormValues['prizeStructure']) => void setFieldValue('prizeStructure', rows), [setFieldValue]);
  const prizeRowErrors = useMemo(
    () => (Array.isArray(prizeErrors) ? (prizeErrors as ({ place?: string; percent?: string } | undefined)[]) : NO_PRIZE_ERRORS),
    [prizeErrors],
  );
  const start = new Date(form.values.startsAt);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        setSubmitted(true);
        form.handleSubmit(event);
      }}
    >
      <Stack spacing={3}>
        <Section title="The tournament">
          <TextField label="Name" {...field('name')} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField select label="Game" {...field('gameType')} slotProps={{ select: { native: true } }}>
            <option value="NLH">No-Limit Hold&apos;em</option>
            <option value="PLO">Pot-Limit Omaha</option>
          </TextField>
          <TextField label="Theme (optional)" {...field('theme')} slotProps={{ htmlInput: { maxLength: 50 } }} />
          <BannerField value={form.values.banner} onChange={(banner) => void form.setFieldValue('banner', banner)} />
        </Section>
        <Section title="Money (USDT)">
          <TextField label="Buy-in" {...field('entryFee')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField label="Guarantee" {...field('guaranteedPool')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField label="Currency" value="USDT" slotProps={{ input: { readOnly: true } }} fullWidth />
        </Section>
        <Section title="Schedule">
          {schedule && (
            <TextField select label="Repeat" {...field('recurrence')} slotProps={{ select: { native: true } }}>
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </TextField>
          )}
          <TextField
            label={schedule ? 'First start (your time)' : 'Starts (your time)'}
            type="datetime-local"
            {...field('startsAt')}
            helperText={shownError(form, 'startsAt') ?? (Number.isNaN(start.getTime()) ? ' ' : `${utcFormat.format(start)} UTC`)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Duration (minutes)" type="number" {...field('durationMinutes')} />
          <TextField label="Late registration (minutes)" type="number" {...field('lateRegMinutes')} />
        </Section>
        <Section title="Players and chips">
          <TextField label="Minimum players" type="number" {...field('minPlayers')} />
          <TextField label="Maximum players" type="number" {...field('maxPlayers')} />
          <TextField
            label="Entries per player"
            type="number"
            {...field('maxEntries')}
            helperText={shownError(form, 'maxEntries') ?? '1: a freezeout'}
          />
          <TextField label="Starting stack" type="number" {...field('startingStack')} onChange={changeStack} />
        </Section>
        <BlindStructureField form={form} locked={started} />
        {schedule && !Number.isNaN(start.getTime()) && <SchedulePreview recurrence={form.values.recurrence} first={start} />}
        <PrizeStructureField
          rows={form.values.prizeStructure}
          onChange={setPrizeRows}
          errors={prizeRowErrors}
          totalError={typeof prizeErrors === 'string' ? prizeErrors : undefined}
          buyIn={Number(form.values.entryFee) || 0}
          guarantee={Number(form.values.guaranteedPool) || 0}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Back to the list</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting || uploading}>
            {form.isSubmitting ? 'Saving...' : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Box>
  );
}
