import Typography from '@mui/material/Typography';

/** What the tournament screens show for an id the server does not know (SPEC §8). */
export function TournamentNotFound() {
  return (
    <Typography variant="h5" component="h1" sx={{ py: 6, textAlign: 'center' }}>
      Tournament not found
    </Typography>
  );
}
