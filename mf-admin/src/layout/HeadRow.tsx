import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A table's column headers, bold; `numeric` ones aligned right over their figures. */
export function HeadRow({ labels, numeric = [] }: { labels: readonly string[]; numeric?: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} align={numeric.includes(label) ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
