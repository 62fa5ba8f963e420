import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import type { BlindLevel } from 'shared-events/contracts';

// Opened on request: the dialog's code is not part of the table's first visit.
const loadDialog = () => import('./BlindLevelsDialog');
const BlindLevelsDialog = lazy(loadDialog);

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
      <Button
        size="small"
        variant="outlined"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        Blind levels
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BlindLevelsDialog schedule={schedule} currentLevel={currentLevel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
