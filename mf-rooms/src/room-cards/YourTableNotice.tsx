import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Room } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';

/** A way back to the table the player sits at, from the tournament's other screens. */
export function YourTableNotice({ table, tournamentName }: { table: Room; tournamentName: string | undefined }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 2, borderColor: 'secondary.main', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography sx={{ flex: 1, minWidth: 200 }}>{`You are seated at table ${table.roomId}: the game goes on there.`}</Typography>
      <Button
        variant="contained"
        component={Link}
        to={`/game/${table.id}`}
        state={{ room: table, tournament: tournamentName ? { id: table.tournamentId, name: tournamentName } : undefined }}
      >
        Back to your table
      </Button>
    </Paper>
  );
}
