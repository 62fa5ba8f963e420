import Typography from '@mui/material/Typography';

/** A list's heading, with how many rows match in all once the server said so. */
export function ListHeading({ title, total }: { title: string; total?: number }) {
  return (
    <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
      {title}
      {total !== undefined && (
        <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
          ({total.toLocaleString('en-US')})
        </Typography>
      )}
    </Typography>
  );
}
