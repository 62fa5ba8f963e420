import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { Link as RouterLink } from 'shared-ui/router';
import { TournamentStatusChip } from 'shared-ui/status';
import { formatDateTime } from '../countdown/countdown-format';
import { FactList } from '../dialogs/FactList';

/** One registering tournament on the dashboard; the whole card links to its detail page (SPEC §2 Dashboard). */
export function AvailableTournamentCard({ tournament }: { tournament: Tournament }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ position: 'relative', p: 2, height: '100%', transition: 'border-color 120ms', '&:hover': { borderColor: 'primary.main' } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          <Box
            component={RouterLink}
            to={`/tournaments/${tournament.id}`}
            // The detail page paints this row at once while it loads the registrations.
            state={{ tournament }}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              outline: 'none',
              '&:hover': { textDecoration: 'underline' },
              // A stretched link: the card is one click target and one tab stop, named by the tournament alone.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
              '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {tournament.name}
          </Box>
        </Typography>
        <TournamentStatusChip status="registering" />
      </Stack>
      <FactList
        facts={[
          { label: 'Buy-in', value: tournament.buyIn },
          { label: 'Prize Pool', value: tournament.prizePool },
          { label: 'Starts', value: formatDateTime(tournament.startsAt) },
        ]}
      />
    </Paper>
  );
}
