import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Ack } from 'shared-events/contracts';
import type { TableFlag } from '../controller/use-live-table';

const FLAGS: [TableFlag, string][] = [
  ['sitOutNextHand', 'Sit out next hand'],
  ['leaveAfterHand', 'Leave after this hand'],
];

export interface SeatFlagsProps {
  /** The boxes as the server holds them. */
  values: Record<TableFlag, boolean>;
  onChange: (flag: TableFlag, value: boolean) => Promise<Ack | undefined>;
}

/**
 * Sit out next hand, Leave after this hand: the server's values, a click shown at once while its request is on the
 * way, and put back if the server refuses (the refusal's toast says why). The click holds until the server's value
 * catches up with it.
 */
export function SeatFlags({ values, onChange }: SeatFlagsProps) {
  const [pending, setPending] = useState<Partial<Record<TableFlag, boolean>>>({});
  const settled = FLAGS.filter(([flag]) => pending[flag] !== undefined && pending[flag] === values[flag]);
  if (settled.length > 0)
    setPending((current) =>
      withoutFlags(
        current,
        settled.map(([flag]) => flag),
      ),
    );

  const change = async (flag: TableFlag, value: boolean) => {
    setPending((current) => ({ ...current, [flag]: value }));
    const ack = await onChange(flag, value);
    if (!ack?.ok) setPending((current) => withoutFlags(current, [flag]));
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {FLAGS.map(([flag, label]) => (
        <FormControlLabel
          key={flag}
          label={label}
          control={<Checkbox checked={pending[flag] ?? values[flag]} onChange={(event) => void change(flag, event.target.checked)} />}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Box>
  );
}

function withoutFlags(pending: Partial<Record<TableFlag, boolean>>, flags: TableFlag[]): Partial<Record<TableFlag, boolean>> {
  return Object.fromEntries(Object.entries(pending).filter(([flag]) => !flags.includes(flag as TableFlag)));
}
