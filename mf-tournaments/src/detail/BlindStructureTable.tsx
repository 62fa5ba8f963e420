import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BlindLevel } from 'shared-events/contracts';
import { BlindLevelsTable, levelLengthText, scheduleText } from 'shared-ui/poker';

export interface BlindStructureTableProps {
  /** Undefined while the detail loads (the page may already show the tournament from the lobby list). */
  levels: readonly BlindLevel[] | undefined;
  /** Seconds a level lasts. */
  blindspeed: number;
  failed?: boolean;
}

/** Level / Small blind / Big blind / Ante of the structure the tournament's tables play, and how long a level lasts. */
export function BlindStructureTable({ levels, blindspeed, failed = false }: BlindStructureTableProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="blind-structure-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="blind-structure-heading" variant="h6" component="h2">
        Blind Structure
      </Typography>
      <Typography id="blind-structure-length" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {levels ? scheduleText(levels, blindspeed) : levelLengthText(blindspeed)}
      </Typography>
      <BlindStructureBody levels={levels} failed={failed} />
    </Paper>
  );
}

function BlindStructureBody({ levels, failed }: Pick<BlindStructureTableProps, 'levels' | 'failed'>) {
  if (!levels) {
    if (failed) return <Typography color="text.secondary">Could not load the blind structure.</Typography>;
    return (
      <Box aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={33} />
        ))}
      </Box>
    );
  }
  return <BlindLevelsTable levels={levels} labelledBy="blind-structure-heading" describedBy="blind-structure-length" />;
}
