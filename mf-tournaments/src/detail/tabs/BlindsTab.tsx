import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LobbyBlinds } from 'shared-events/contracts';
import { BlindLevelsTable, scheduleText } from 'shared-ui/poker';
import { formatDateTime } from '../../countdown/countdown-format';
import { useBlindClock } from './blind-clock';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const timeText = (at: string) => time.format(new Date(at));

/** The structure with the level in play marked, where the clock is (level, break, next level) and the breaks. */
export function BlindsTab({ blinds }: { blinds: LobbyBlinds }) {
  const clock = useBlindClock(blinds);
  return (
    <>
      <Typography id="blinds-schedule" variant="body2" color="text.secondary">
        {scheduleText(blinds.levels, blinds.levelSeconds)}
      </Typography>
      <Typography role="status" sx={{ my: 1, fontWeight: 500 }}>
        {clockText(clock)}
      </Typography>
      <BlindLevelsTable levels={blinds.levels} currentLevel={clock.currentLevel} label="Blind levels" describedBy="blinds-schedule" />
      <Box component="section" aria-labelledby="breaks-heading" sx={{ mt: 2 }}>
        <Typography id="breaks-heading" variant="subtitle1" component="h3">
          Breaks
        </Typography>
        {blinds.breaks.length === 0 ? (
          <Typography color="text.secondary">No breaks.</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {`${blinds.breakMinutes} minutes at the end of each hour of play; the level clock stops.`}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {blinds.breaks.map((pause) => (
                <li key={pause.startsAt} aria-current={pause === clock.onBreak || undefined}>
                  <time dateTime={pause.startsAt}>{formatDateTime(pause.startsAt)}</time>
                  {` to ${timeText(pause.endsAt)}`}
                  {pause === clock.onBreak && <strong> (now)</strong>}
                </li>
              ))}
            </Box>
          </>
        )}
      </Box>
    </>
  );
}

function clockText({ currentLevel, onBreak, nextLevelAt }: ReturnType<typeof useBlindClock>): string {
  if (currentLevel === undefined) return nextLevelAt ? `Level 1 starts ${formatDateTime(nextLevelAt)}.` : 'No levels.';
  if (onBreak) return `On a break until ${timeText(onBreak.endsAt)}; level ${currentLevel} goes on after it.`;
  return `Level ${currentLevel} in play${nextLevelAt ? `; the next starts at ${timeText(nextLevelAt)}` : ', until the end'}.`;
}
