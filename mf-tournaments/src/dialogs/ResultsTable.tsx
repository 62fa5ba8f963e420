import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { assetUrl, useSession } from 'shared-events';
import type { TournamentResultEntry } from 'shared-events/contracts';
import { UserAvatar } from 'shared-ui/avatar';
import { formatAmount } from 'shared-ui/status';

/** Place, player and prize of each finisher, the reader's own row marked. */
export function ResultsTable({ results, currency }: { results: readonly TournamentResultEntry[]; currency: string }) {
  const ownId = useSession((state) => state.user?.id);
  return (
    <Table size="small" aria-label="Tournament results">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '4.5rem' }}>Place</TableCell>
          <TableCell>Player</TableCell>
          <TableCell align="right">Prize</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map(({ place, prize, user }) => (
          <TableRow key={user.id} selected={user.id === ownId}>
            <TableCell>{place}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <UserAvatar username={user.username} src={assetUrl(user.avatar)} size={28} />
                <span>
                  <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {user.username}
                    {user.id === ownId && ' (You)'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {user.country}
                  </Typography>
                </span>
              </Stack>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(prize, currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
