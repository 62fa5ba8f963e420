import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlindLevel, TableView } from 'shared-events/contracts';
import { Countdown } from 'shared-ui/status';

export function blindsText(level: BlindLevel): string {
  return `${level.smallBlind}/${level.bigBlind}${level.ante > 0 ? ` (ante ${level.ante})` : ''}`;
}

/** The blind level, and how long until the next one. */
export function TableHeader({ view }: { view: TableView }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{`Level ${view.level.level}: blinds ${blindsText(view.level)}`}</Typography>
      {view.nextLevelAt && view.nextLevel && <Countdown to={Date.parse(view.nextLevelAt)} label={`Next level (${blindsText(view.nextLevel)}) in`} />}
    </Box>
  );
}
