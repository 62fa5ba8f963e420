import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TournamentStanding } from 'shared-events/contracts';
import { useSecondsClock } from 'shared-ui/status';
import { breakText, nextBreakText, pausedText, standingFacts } from '../controller/standing';
import { TextPlaceholder } from './TextPlaceholder';

export interface StandingBarProps {
  /** Undefined while it loads: the bar keeps its place (a seated player's facts, their values greyed). */
  standing: TournamentStanding | undefined;
  /** The live felt says the break (or the operator's pause) itself, where the next hand's countdown goes: the bar leaves it out. */
  breakOnFelt: boolean;
}

/** The facts a seated player's bar shows, as it loads: the bar has the same rows then (three to a row on a phone). */
const LOADING_FACTS = ['Players left', 'Average stack', 'Your rank', 'Places paid', 'Next break'].map(
  (label) => [label, <TextPlaceholder key={label} width={56} />] as const,
);

/**
 * The tournament as every one of its tables shows it, above the felt: players left of the entries, the average
 * stack, your rank (your place once out), the places paid and the next break; the break itself while it lasts.
 */
export function StandingBar({ standing, breakOnFelt }: StandingBarProps) {
  const now = useSecondsClock();
  const nextBreak = standing && nextBreakText(standing, now);
  const facts = standing ? [...standingFacts(standing), ...(nextBreak ? [['Next break', nextBreak] as const] : [])] : LOADING_FACTS;
  return (
    <Paper component="section" aria-label="Tournament standing" aria-busy={!standing || undefined} variant="outlined" sx={{ px: 2, py: 1.25 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          // Three to a row on a phone: the table stays in the first screen.
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(104px, 1fr))' },
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {standing && !breakOnFelt && (standing.pausedAt || standing.breakEndsAt) && (
        <Typography role="status" sx={{ mt: 1, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {standing.pausedAt ? pausedText() : breakText(standing.breakEndsAt!, now)}
        </Typography>
      )}
    </Paper>
  );
}
