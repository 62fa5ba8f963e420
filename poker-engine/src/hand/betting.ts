import type { HandState } from './types';

/**
 * Betting limits for no-limit and pot-limit, TDA 2024:
 * - the minimum bet is the big blind; the minimum raise is the last full bet or raise on the street;
 * - an all-in for less is always allowed, but does not reopen betting: a player who already acted may
 *   raise again only if the bet grew by at least a full raise since he acted (several short all-ins
 *   add up, rule 47);
 * - pot-limit: the largest raise is the pot after calling: call + (pot + all bets + call).
 */

/** Why a player who already acted may not raise after an all-in for less (rule 47). */
export const NOT_REOPENED = 'betting was not reopened by a full raise';

export const canStillBet = (state: HandState, player: number): boolean => !state.folded[player] && state.stacks[player] > 0;

export const amountToCall = (state: HandState, player: number): number =>
  Math.min(state.currentBet - state.bets[player], state.stacks[player]);

/** Everything in the middle and in front of the players. */
export function potTotal(state: HandState): number {
  let total = state.collected;
  for (const bet of state.bets) total += bet;
  return total;
}

export interface RaiseBounds {
  min: number;
  max: number;
}

/** The "to" amounts a bet or raise by `player` may take, or a reason why he may not raise. */
export function raiseBounds(state: HandState, player: number): RaiseBounds | string {
  const { bets, stacks, currentBet } = state;
  const allIn = bets[player] + stacks[player];
  if (allIn <= currentBet) return 'not enough chips to raise';
  const acted = state.actedAt[player];
  if (acted >= 0 && currentBet - acted < state.minRaise) return NOT_REOPENED;
  let contested = false;
  for (let other = 0; other < bets.length; other += 1) {
    if (other !== player && !state.folded[other] && stacks[other] + bets[other] > currentBet) {
      contested = true;
      break;
    }
  }
  if (!contested) return 'no opponent can call a raise';
  let min = currentBet + state.minRaise;
  let max = allIn;
  if (state.config.variant === 'PLO') max = Math.min(allIn, currentBet + potTotal(state) + (currentBet - bets[player]));
  if (min > allIn) min = allIn;
  if (max < min) max = min;
  return { min, max };
}
