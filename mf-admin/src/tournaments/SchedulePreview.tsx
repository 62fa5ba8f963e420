import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { occurrence, type Recurrence } from 'shared-events/contracts';

/** How many of a schedule's coming starts the form lists before it is saved. */
export const PREVIEW_INSTANCES = 10;

const utc = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const local = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * The schedule's first starts, as the server will create them (the same recurrence: in UTC, a monthly one on the
 * month's last day when its day does not exist), each in UTC and in the operator's own time.
 */
export function SchedulePreview({ recurrence, first }: { recurrence: Recurrence; first: Date }) {
  const starts = Array.from({ length: PREVIEW_INSTANCES }, (_, n) => occurrence(recurrence, first, n));
  return (
    <Box component="section" aria-labelledby="schedule-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id="schedule-preview" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        The next {PREVIEW_INSTANCES} tournaments
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 }, typography: 'body2' }}>
        {starts.map((start) => (
          <li key={start.getTime()}>
            <time dateTime={start.toISOString()}>{utc.format(start)} UTC</time>
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              ({local.format(start)} your time)
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
