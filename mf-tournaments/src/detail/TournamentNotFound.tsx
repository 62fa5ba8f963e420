import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui';

export function TournamentNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Tournament not found
      </Typography>
      <Button component={RouterLink} to="/tournaments" variant="contained">
        Back to Tournaments
      </Button>
    </Paper>
  );
}
