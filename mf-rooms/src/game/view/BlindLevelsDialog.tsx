import { InfoDialog } from 'shared-ui/dialogs';
import { BlindLevelsTable, scheduleText } from 'shared-ui/poker';
import type { BlindSchedule } from './BlindLevels';

/** The whole blind structure, the level in play marked. */
export default function BlindLevelsDialog({
  schedule,
  currentLevel,
  onClose,
}: {
  schedule: BlindSchedule;
  currentLevel: number;
  onClose: () => void;
}) {
  return (
    <InfoDialog title="Blind levels" description={`${scheduleText(schedule.levels, schedule.levelSeconds)}.`} onClose={onClose} maxWidth="xs">
      <BlindLevelsTable levels={schedule.levels} currentLevel={currentLevel} label="Blind levels" />
    </InfoDialog>
  );
}
