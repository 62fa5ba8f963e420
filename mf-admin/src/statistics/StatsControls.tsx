import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { AdminStatsPeriod } from 'shared-events/contracts';
import { PERIODS, type RangeProblem } from './stats-range';

interface StatsControlsProps {
  period: AdminStatsPeriod;
  from: string;
  to: string;
  problem: RangeProblem | null;
  onPeriod: (period: AdminStatsPeriod) => void;
  onRange: (range: { from: string; to: string }) => void;
}

/** The period switch and the range's first and last days (UTC). */
export function StatsControls({ period, from, to, problem, onPeriod, onRange }: StatsControlsProps) {
  const dateField = (field: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      label={label}
      size="small"
      value={field === 'from' ? from : to}
      onChange={(event) => onRange({ from, to, [field]: event.target.value })}
      error={problem?.field === field}
      helperText={problem?.field === field ? problem.message : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0 }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'flex-start' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        aria-label="Period"
        onChange={(_event, next: AdminStatsPeriod | null) => next && onPeriod(next)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: 2 } }}
      >
        {PERIODS.map(({ value, label }) => (
          <ToggleButton key={value} value={value}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ gap: 1 }}>
        {dateField('from', 'From (UTC)')}
        {dateField('to', 'To (UTC)')}
      </Stack>
    </Stack>
  );
}
