import Box from '@mui/material/Box';
import { tournamentClock, type Tournament } from 'shared-events/contracts';
import { timesOf } from '../attend/clock-status';
import { startsInDisplay } from './countdown-format';
import { useSecondsClock } from './use-seconds-clock';

/** The "Starts In" cell: ticks every second; two lines of fixed height, so nothing moves as the digits change. */
export function StartsInCountdown({ tournament }: { tournament: Pick<Tournament, 'startsAt' | 'lateRegMin' | 'durationMinutes' | 'status'> }) {
  const now = useSecondsClock();
  const times = timesOf(tournament);
  const { text, detail } = startsInDisplay({ ...tournamentClock(times), cancelled: times.cancelled }, now);
  return (
    <Box
      sx={{
        fontVariantNumeric: 'tabular-nums',
        minHeight: '2.6em',
        whiteSpace: 'nowrap',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <Box component="span" sx={{ display: 'block', typography: 'body2', fontWeight: 600 }}>
        {text}
      </Box>
      {detail && (
        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
          {detail}
        </Box>
      )}
    </Box>
  );
}
