import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A route whose screen is not built yet: says plainly what it will hold, with no made-up data. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Paper>
  );
}
