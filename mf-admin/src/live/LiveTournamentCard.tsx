import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminLiveTournament } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { formatAmount } from 'shared-ui/status';
import { blindsText, breakText, chips, nextLevelText } from './live-figures';
import { LiveTables } from './LiveTables';
import { TournamentPauseButton } from './TournamentPauseButton';

const GAMES = { NLH: "No-Limit Hold'em", PLO: 'Pot-Limit Omaha' } as const;

/** One tournament in play: its field, its clock, its money and its tables; `now` is when the server read them. */
export function LiveTournamentCard({ tournament, now }: { tournament: AdminLiveTournament; now: string }) {
  const figures: [string, string][] = [
    ['Players left', `${tournament.playersLeft} of ${tournament.entries} entries`],
    ['Average stack', chips(tournament.averageStack)],
    ['Level', `${tournament.level.level}: ${blindsText(tournament.level)}`],
    ['Next level', nextLevelText(tournament, now)],
    [tournament.breakEndsAt ? 'Break' : 'Next break', breakText(tournament, now)],
    ['Paid places', String(tournament.paidPlaces)],
    ['Prize pool', formatAmount(tournament.prizePool, tournament.currency)],
  ];
  const headingId = `live-tournament-${tournament.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1, minWidth: 180 }}>
          {tournament.name}
        </Typography>
        <Chip size="small" label={GAMES[tournament.gameType]} variant="outlined" />
        {tournament.handForHand && <Chip size="small" color="warning" label="Hand-for-hand" />}
        {tournament.pausedAt && <Chip size="small" color="warning" label="Paused" />}
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1.5, m: 0, mb: 2 }}
      >
        {figures.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      {/* The tournament's own actions: the lobby page here, its pause beside it. */}
      <Stack direction="row" role="group" aria-label={`Actions for ${tournament.name}`} sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button size="small" variant="outlined" component={Link} to={`/tournaments/${tournament.id}`}>
          Tournament page
        </Button>
        <TournamentPauseButton tournamentId={tournament.id} paused={tournament.pausedAt !== null} />
      </Stack>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Tables
      </Typography>
      <LiveTables tournament={tournament} />
    </Paper>
  );
}
