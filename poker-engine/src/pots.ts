export interface Pot {
  amount: number;
  /** Indices still in the hand who may win this pot, ascending (left of the button first). */
  eligible: number[];
}

/**
 * Main and side pots from what each player put in. Each distinct all-in level closes a pot that only
 * players who matched it can win; chips of folded players stay in the pots they reached. Dead money
 * (big-blind antes) belongs to the main pot, which everyone still in may win, even a player whose
 * whole stack went into the ante.
 */
export function buildPots(committed: readonly number[], folded: readonly boolean[], deadMoney: number): Pot[] {
  const levels = [...new Set(committed.filter((_, player) => !folded[player]))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = pots.length === 0 ? deadMoney : 0;
    const eligible: number[] = [];
    committed.forEach((chips, player) => {
      amount += Math.max(0, Math.min(chips, level) - previous);
      if (!folded[player] && chips >= level) eligible.push(player);
    });
    const last = pots[pots.length - 1];
    if (last !== undefined && (last.eligible.length === eligible.length || last.amount === 0)) {
      last.amount += amount;
      last.eligible = eligible;
    } else {
      pots.push({ amount, eligible });
    }
    previous = level;
  }
  // A folded player can have put in more than anyone still in only if nobody could answer; keep those chips in play.
  pots[pots.length - 1].amount += committed.reduce((sum, chips) => sum + Math.max(0, chips - previous), 0);
  return pots;
}

/**
 * Splits a pot among winners sorted by position; odd chips go one each to the winners nearest the
 * button's left (TDA: the first seat left of the button), which is index order.
 */
export function splitPot(amount: number, winners: readonly number[]): number[] {
  const base = Math.floor(amount / winners.length);
  const oddChips = amount - base * winners.length;
  return winners.map((_, order) => base + (order < oddChips ? 1 : 0));
}
