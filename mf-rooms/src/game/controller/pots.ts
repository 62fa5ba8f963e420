import type { TablePot } from 'shared-events/contracts';
import { exactChips } from 'shared-ui/poker';

export interface PotLine {
  name: string;
  /** The chips, written out: "1,200". */
  amount: string;
  /** The sum of all the pots, shown when there is more than one. */
  total: boolean;
}

/**
 * The pots as the centre names them: "Main pot 300", "Side pot 1 120", then "Total 420" when there are side pots.
 * The server no longer sends an uncalled bet as a pot of its own, so every pot here is one a player can win.
 */
export function potLines(pots: readonly TablePot[]): PotLine[] {
  const lines = pots.map((pot, index) => ({ name: index === 0 ? 'Main pot' : `Side pot ${index}`, amount: exactChips(pot.amount), total: false }));
  if (pots.length < 2) return lines;
  return [...lines, { name: 'Total', amount: exactChips(pots.reduce((sum, pot) => sum + pot.amount, 0)), total: true }];
}
