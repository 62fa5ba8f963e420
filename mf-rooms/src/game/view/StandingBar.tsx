import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TournamentStanding } from 'shared-events/contracts';
import { useSecondsClock } from 'shared-ui/status';
import { breakText, nextBreakText, standingFacts } from '../controller/standing';

export interface StandingBarProps {
  standing: TournamentStanding;
  /** The live felt says the break itself (where the next hand's countdown goes): the bar leaves it out. */
  breakOnFelt: boolean;
}

/**
 * The tournament as every one of its tables shows it, above the felt: players left of the entries, the average
 * stack, your rank (your place once out), the places paid and the next break; the break itself while it lasts.
 */
export function StandingBar({ standing, breakOnFelt }: StandingBarProps) {
  const now = useSecondsClock();
  const nextBreak = nextBreakText(standing, now);
  const facts = [...standingFacts(standing), ...(nextBreak ? [['Next break', nextBreak] as const] : [])];
  return (
    <Paper component="section" aria-label="Tournament standing" variant="outlined" sx={{ px: 2, py: 1.25 }}>
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
      {standing.breakEndsAt && !breakOnFelt && (
        <Typography role="status" sx={{ mt: 1, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {breakText(standing.breakEndsAt, now)}
        </Typography>
      )}
    </Paper>
  );
}
