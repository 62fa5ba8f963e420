import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The last actions of the table in words, newest last. */
export function HandLog({ lines }: { lines: readonly string[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hand-log-title" sx={{ p: 1.5 }}>
      <Typography id="hand-log-title" variant="subtitle2" component="h2">
        Hand log
      </Typography>
      <Typography component="ol" variant="body2" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 160, overflowY: 'auto' }}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Typography>
    </Paper>
  );
}
