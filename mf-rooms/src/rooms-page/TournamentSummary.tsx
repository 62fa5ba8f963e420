import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { formatAmount, TournamentStatusChip } from 'shared-ui/status';
import { StatTile } from '../room-cards/StatTile';

const startFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The rooms page's tournament (SPEC §2): name, start, players, pool and its dynamic status. */
export function TournamentSummary({ tournament }: { tournament: Tournament | undefined }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Tournament" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, minHeight: 40 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, minWidth: 0, overflowWrap: 'anywhere' }}>
          {tournament?.name ?? <Skeleton width="12ch" />}
        </Typography>
        {tournament ? <TournamentStatusChip status={tournament.dynamicStatus} /> : <Skeleton variant="rounded" width={88} height={24} />}
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <StatTile
          label="Starts"
          value={tournament && startFormat.format(new Date(tournament.startsAt))}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
        <StatTile label="Players" value={tournament && String(tournament.players)} />
        <StatTile label="Prize Pool" value={tournament && formatAmount(tournament.pool, tournament.currency ?? 'USDT')} />
      </Box>
    </Paper>
  );
}
