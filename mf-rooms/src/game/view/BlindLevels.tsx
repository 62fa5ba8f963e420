import { useState } from 'react';
import Button from '@mui/material/Button';
import type { BlindLevel } from 'shared-events/contracts';
import { InfoDialog } from 'shared-ui/dialogs';
import { BlindLevelsTable, scheduleText } from 'shared-ui/poker';

/** The tournament's levels and how long each lasts (its `blindspeed`); the last level lasts until the end. */
export interface BlindSchedule {
  levels: readonly BlindLevel[];
  levelSeconds: number;
}

/** A "Blind levels" button opening the whole structure, the level in play marked. */
export function BlindLevelsButton({ schedule, currentLevel }: { schedule: BlindSchedule; currentLevel: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Blind levels
      </Button>
      {open && (
        <InfoDialog
          title="Blind levels"
          description={`${scheduleText(schedule.levels, schedule.levelSeconds)}.`}
          onClose={() => setOpen(false)}
          maxWidth="xs"
        >
          <BlindLevelsTable levels={schedule.levels} currentLevel={currentLevel} label="Blind levels" />
        </InfoDialog>
      )}
    </>
  );
}
