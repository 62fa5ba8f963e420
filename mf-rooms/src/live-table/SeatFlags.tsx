import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Ack } from 'shared-events/contracts';
import type { TableFlag } from './use-live-table';

const FLAGS: [TableFlag, string][] = [
  ['sitOutNextHand', 'Sit out next hand'],
  ['leaveAfterHand', 'Leave after this hand'],
];

/**
 * Sit out next hand, Leave after this hand: ticked at once, unticked again if the server refuses. The view says only
 * whether you are leaving, so "sit out" starts unticked on each visit.
 */
export function SeatFlags({ leaving, onChange }: { leaving: boolean; onChange: (flag: TableFlag, value: boolean) => Promise<Ack | undefined> }) {
  const [flags, setFlags] = useState<Record<TableFlag, boolean>>({ sitOutNextHand: false, leaveAfterHand: leaving });
  const change = async (flag: TableFlag, value: boolean) => {
    setFlags((current) => ({ ...current, [flag]: value }));
    const ack = await onChange(flag, value);
    if (!ack?.ok) setFlags((current) => ({ ...current, [flag]: !value }));
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {FLAGS.map(([flag, label]) => (
        <FormControlLabel
          key={flag}
          label={label}
          control={<Checkbox checked={flags[flag]} onChange={(event) => void change(flag, event.target.checked)} />}
        />
      ))}
    </Box>
  );
}
