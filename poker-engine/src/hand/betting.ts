import { refuse, type Refusal } from './refusals';
import type { HandState } from './types';

/**
 * Betting limits for no-limit and pot-limit, TDA 2024:
 * - the minimum bet is the big blind; the minimum raise is the last full bet or raise on the street;
 * - an all-in for less is always allowed, but does not reopen betting: a player who already acted may
 *   raise again only if the bet grew by at least a full raise since he acted (several short all-ins
 *   add up, rule 47);
 * - pot-limit: the largest raise is the pot after calling: call + (pot + all bets + call).
 */

export const amountToCall = (state: HandState, player: number): number => Math.min(state.currentBet - state.bets[player], state.stacks[player]);

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

export type NoRaiseCode = 'NOT_ENOUGH_CHIPS_TO_RAISE' | 'BETTING_NOT_REOPENED' | 'NO_OPPONENT_CAN_CALL';

/** The "to" amounts a bet or raise by `player` may take, or the refusal code saying why he may not raise. */
export function raiseBounds(state: HandState, player: number): RaiseBounds | NoRaiseCode {
  const { bets, stacks, currentBet } = state;
  const allIn = bets[player] + stacks[player];
  if (allIn <= currentBet) return 'NOT_ENOUGH_CHIPS_TO_RAISE';
  const acted = state.actedAt[player];
  if (acted >= 0 && currentBet - acted < state.minRaise) return 'BETTING_NOT_REOPENED';
  let contested = false;
  for (let other = 0; other < bets.length; other += 1) {
    if (other !== player && !state.folded[other] && stacks[other] + bets[other] > currentBet) {
      contested = true;
      break;
    }
  }
  if (!contested) return 'NO_OPPONENT_CAN_CALL';
  let min = currentBet + state.minRaise;
  let max = allIn;
  if (state.config.variant === 'PLO') max = Math.min(allIn, currentBet + potTotal(state) + (currentBet - bets[player]));
  if (min > allIn) min = allIn;
  if (max < min) max = min;
  return { min, max };
}

/** Why `amount` is not a "to" amount this bet or raise may take, or null when it is one. */
export function amountRefusal(state: HandState, player: number, type: 'bet' | 'raise', amount: number, { min, max }: RaiseBounds): Refusal | null {
  let problem: 'NOT_WHOLE' | 'BELOW_MINIMUM' | 'ABOVE_STACK' | 'ABOVE_POT_LIMIT';
  if (!Number.isSafeInteger(amount)) problem = 'NOT_WHOLE';
  else if (amount < min) problem = 'BELOW_MINIMUM';
  else if (amount <= max) return null;
  // A maximum below the player's chips can only be the pot limit.
  else problem = max < state.bets[player] + state.stacks[player] ? 'ABOVE_POT_LIMIT' : 'ABOVE_STACK';
  return refuse(`${type === 'bet' ? 'BET' : 'RAISE'}_${problem}`, min, max, amount);
}
