import type { HandResult } from 'shared-events/contracts';

/** "50/100", with " ante 10" when the hand had an ante. Chips, so no currency or separators. */
export function stakesText(smallBlind: number, bigBlind: number, ante: number): string {
  return `${smallBlind}/${bigBlind}${ante > 0 ? ` ante ${ante}` : ''}`;
}

/**
 * The hand from one player's side. Taking chips is `won` alone and `split` when another player took chips too
 * (a shared or a side pot: the record does not say which pot); taking none is `lost` when the player paid in,
 * `even` when not (a fold before paying anything).
 */
export function handResult(player: { netChips: number; wonChips: number }, anotherPlayerWon: boolean): HandResult {
  if (player.wonChips > 0) return anotherPlayerWon ? 'split' : 'won';
  return player.netChips < 0 ? 'lost' : 'even';
}
