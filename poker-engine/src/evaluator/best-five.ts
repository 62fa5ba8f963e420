import type { Card } from '../cards';
import type { Variant } from '../hand/types';
import { evaluateCards } from './evaluate';

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) => combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * The five cards that make a player's best hand, to show which ones win (the evaluators only say how strong it is).
 * Hold'em takes any five of hole and board; Omaha exactly two hole cards and three from the board. Among equal
 * fives (the same ranks in other suits) the first found wins: hole cards first, then the board as dealt.
 */
export function bestFiveCards(hole: readonly Card[], board: readonly Card[], variant: Variant): Card[] {
  const candidates =
    variant === 'PLO'
      ? combinations(hole, 2).flatMap((pair) => combinations(board, 3).map((three) => [...pair, ...three]))
      : combinations([...hole, ...board], 5);
  if (candidates.length === 0) throw new RangeError(`no five cards among ${hole.length} hole and ${board.length} board cards`);
  let best = candidates[0];
  let bestValue = evaluateCards(best);
  for (const five of candidates.slice(1)) {
    const value = evaluateCards(five);
    if (value > bestValue) [best, bestValue] = [five, value];
  }
  return best;
}
