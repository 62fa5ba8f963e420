import { evaluate7 } from '../evaluator/evaluate';
import { evaluateOmaha } from '../evaluator/omaha';
import { buildPots, splitPot } from '../pots';
import type { HandState, PotResult } from './types';

export function showdownValue(state: HandState, player: number): number {
  const hole = state.holeCards[player];
  const board = state.board;
  if (state.config.variant === 'PLO') return evaluateOmaha(hole, board);
  return evaluate7(hole[0], hole[1], board[0], board[1], board[2], board[3], board[4]);
}

/** Awards every pot and ends the hand. Called once no chip can move any more. */
export function settle(state: HandState): void {
  const n = state.stacks.length;
  const pots = buildPots(state.committed, state.folded, state.deadMoney);
  const handValues = new Array<number>(n).fill(0);
  for (let player = 0; player < n; player += 1) {
    if (state.revealed[player] && !state.folded[player] && !state.mucked[player]) handValues[player] = showdownValue(state, player);
  }
  const winnings = new Array<number>(n).fill(0);
  const results: PotResult[] = pots.map(({ amount, eligible }) => {
    let winners = eligible;
    if (eligible.length > 1) {
      const best = Math.max(...eligible.map((player) => handValues[player]));
      winners = eligible.filter((player) => handValues[player] === best && !state.mucked[player]);
      // Unreachable through legal play (the last live hand of a pot may not muck); never lose the chips.
      if (winners.length === 0) winners = eligible;
    }
    const shares = splitPot(amount, winners);
    winners.forEach((player, order) => {
      winnings[player] += shares[order];
    });
    return { amount, eligible, winners, shares };
  });
  for (let player = 0; player < n; player += 1) state.stacks[player] += winnings[player];
  state.collected = 0;
  state.bets.fill(0);
  state.actor = -1;
  state.phase = 'complete';
  state.result = { pots: results, winnings, handValues };
}
