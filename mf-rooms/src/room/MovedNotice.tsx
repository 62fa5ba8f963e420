import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TableMovedFrame } from 'shared-events/contracts';

/**
 * The tournament moved the player here with their chips (balancing, or their table broke): where they sit, and until
 * the table deals them in, that it will from its next hand.
 */
export function MovedNotice({ move, seated }: { move: TableMovedFrame; seated: boolean }) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: 2, borderColor: 'info.main' }}>
      <Typography sx={{ fontWeight: 700 }}>{`You were moved to table ${move.toTableId}, seat ${move.seat}`}</Typography>
      {!seated && <Typography color="text.secondary">You are dealt in here from the table&apos;s next hand, with your chips.</Typography>}
    </Paper>
  );
}
