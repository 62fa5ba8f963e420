import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

// Lines of a fixed height: a seat keeps its size whether one or two of them show.
const line = { maxWidth: '100%', lineHeight: '15px' } as const;

export interface ActionClockProps {
  /** Seconds the acting player has left; on the time bank, the bank's seconds left. */
  secondsLeft: number;
  /** The clock's full length, to show how much of it is gone; on the time bank, the bank's length. */
  totalSeconds: number;
  /** Seconds left in the player's time bank, spent once the clock runs out. */
  timeBank?: number;
  /** The clock ran out and the time bank is counting down. */
  onTimeBank?: boolean;
  /** Draw the shrinking bar; off where a ClockRing round the seat shows the same clock. */
  bar?: boolean;
}

/** How much of the clock is left, in whole percents (a screen reader reads a round number), and in words. */
export function clockShare(secondsLeft: number, totalSeconds: number): { seconds: number; share: number; words: string } {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const share = totalSeconds > 0 ? Math.round(Math.min(100, (100 * seconds) / totalSeconds)) : 0;
  return { seconds, share, words: `${seconds} ${seconds === 1 ? 'second' : 'seconds'} left` };
}

/**
 * The acting player's clock: seconds left in words and as a shrinking bar, then the time bank. The seat ticks it
 * (the table sends the deadline); this only shows it. The two lines share one row where there is room.
 */
export function ActionClock({ secondsLeft, totalSeconds, timeBank, onTimeBank = false, bar = true }: ActionClockProps) {
  const { seconds, share, words } = clockShare(secondsLeft, totalSeconds);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography variant="caption" noWrap sx={{ ...line, fontWeight: 700, color: onTimeBank ? 'secondary.main' : 'primary.main' }}>
          {onTimeBank ? `Time bank: ${seconds} s` : `Acting: ${seconds} s`}
        </Typography>
        {!onTimeBank && timeBank !== undefined && (
          <Typography variant="caption" noWrap sx={{ ...line, color: 'text.secondary' }}>
            {`Time bank: ${timeBank} s`}
          </Typography>
        )}
      </Box>
      {bar && (
        <LinearProgress
          variant="determinate"
          value={share}
          color={onTimeBank ? 'secondary' : 'primary'}
          aria-label={onTimeBank ? 'Time bank' : 'Time to act'}
          aria-valuetext={words}
          sx={{ height: 4, borderRadius: 2, mt: 0.25 }}
        />
      )}
    </Box>
  );
}
