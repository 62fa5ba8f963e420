import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import { Link as RouterLink } from 'shared-ui/router';
import { useTournamentStandings, useTournaments } from '../api/tournament-queries';
import { useStatusClock } from '../countdown/status-clock';
import { tournamentsInPlayFor } from './your-tables';

const HEADING_ID = 'your-tables-heading';

/**
 * A player who left their table for the dashboard finds the way back in one click: each tournament in play where
 * their chips sit at a table (the standing's `you.tableId`). Nothing shows while they sit at none.
 */
export function YourTables() {
  const { data } = useTournaments();
  const registeredIds = useSession((state) => state.user?.registeredTournamentIds);
  const now = useStatusClock(data);
  const inPlay = useMemo(() => (data ? tournamentsInPlayFor(data, registeredIds, now) : []), [data, registeredIds, now]);
  const standings = useTournamentStandings(inPlay.map((tournament) => tournament.id));
  const seated = inPlay.flatMap((tournament, index) => {
    const tableId = standings[index]?.data?.you?.tableId;
    return tableId == null ? [] : [{ tournament, tableId }];
  });
  if (seated.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mb: 3 }}>
      <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ mb: 2 }}>
        Your tables
      </Typography>
      <Stack spacing={1.5}>
        {seated.map(({ tournament, tableId }) => (
          <Paper
            key={tournament.id}
            variant="outlined"
            sx={{ p: 2, borderColor: 'secondary.main', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ flex: 1, minWidth: 200 }}>{`You are seated in ${tournament.name}: the game goes on there.`}</Typography>
            <Button
              variant="contained"
              color="secondary"
              component={RouterLink}
              to={`/game/${tableId}`}
              // Named by its tournament too: a player may sit in several at once.
              aria-label={`Back to your table: ${tournament.name}`}
              sx={{ minHeight: 36, whiteSpace: 'nowrap' }}
            >
              Back to your table
            </Button>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
