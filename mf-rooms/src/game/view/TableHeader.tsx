import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlindLevel, TableView } from 'shared-events/contracts';
import { Countdown } from 'shared-ui/status';
import { BlindLevelsButton, type BlindSchedule } from './BlindLevels';

export function blindsText(level: BlindLevel): string {
  return `${level.smallBlind}/${level.bigBlind}${level.ante > 0 ? ` (ante ${level.ante})` : ''}`;
}

/**
 * The blind level, the whole structure a click away (once the tournament has loaded), and how long until the next
 * level while the table plays (not while the tournament is paused).
 */
export function TableHeader({ view, blinds }: { view: TableView; blinds: BlindSchedule | undefined }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{`Level ${view.level.level}: blinds ${blindsText(view.level)}`}</Typography>
        {blinds && <BlindLevelsButton schedule={blinds} currentLevel={view.level.level} />}
      </Box>
      {/* Paused, the level's clock stands still: no countdown (the felt says why). */}
      {view.status !== 'finished' && !view.pausedAt && view.nextLevelAt && view.nextLevel && (
        <Countdown to={Date.parse(view.nextLevelAt)} label={`Next level (${blindsText(view.nextLevel)}) in`} />
      )}
    </Box>
  );
}
