import assert from 'node:assert/strict';
import { parseCards } from '../../src/cards';
import { applyAction, applyDealerAction } from '../../src/hand/actions';
import { createHand } from '../../src/hand/create';
import type { RefusalCode } from '../../src/hand/refusals';
import type { ActionOutcome, HandConfig, HandState, PlayerAction } from '../../src/hand/types';

/** A no-limit config with 50/100 blinds on the first two positions unless overridden. */
export function tableConfig(stacks: number[], overrides: Partial<HandConfig> = {}): HandConfig {
  const zeros = stacks.map(() => 0);
  const blinds = stacks.length === 2 ? [100, 50] : [50, 100, ...zeros.slice(2)];
  return { variant: 'NLHE', startingStacks: stacks, blinds, antes: zeros, minBet: 100, deadAntes: true, ...overrides };
}

// Hole cards that never pair the default board, so tests choose who wins by choosing the cards.
const FILLER_HOLES = ['2c3d', '4c5d', '2d3c', '4d5c', '2h3s', '4h5s', '2s3h', '4s5h', '6c7d', '6d7c'];
const FILLER_OMAHA = ['2c3d4h5s', '2d3c4s5h', '2h3s4c5d', '2s3h4d5c', '6c7d8h9s', '6d7c8s9h', '6h7s8c9d', '6s7h8d9c', 'TcJdQh2c', 'TdJcQs2d'];

/** A hand whose hole cards are dealt from `holes` (PHH notation per position) or harmless defaults. */
export function dealtHand(config: HandConfig, holes: string[] = []): HandState {
  const state = createHand(config);
  const fillers = config.variant === 'PLO' ? FILLER_OMAHA : FILLER_HOLES;
  config.startingStacks.forEach((_, player) => {
    const outcome = applyDealerAction(state, { type: 'dealHole', player, cards: parseCards(holes[player] ?? fillers[player]) });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.reason);
  });
  return state;
}

/** How a test applies a player's action: the engine's `applyAction`, or a replay's variant of it. */
export type ActionApplier = (state: HandState, player: number, action: PlayerAction) => ActionOutcome;

export function play(state: HandState, player: number, action: PlayerAction, apply: ActionApplier = applyAction): void {
  const outcome = apply(state, player, action);
  assert.ok(outcome.ok, outcome.ok ? '' : `${player} ${action.type}: ${outcome.reason}`);
}

/** Asserts that `action` is refused with `code` and a sentence matching `reason`, and leaves the state untouched. */
export function assertRefused(
  state: HandState,
  player: number,
  action: PlayerAction,
  code: RefusalCode,
  reason: RegExp,
  apply: ActionApplier = applyAction,
): void {
  const before = JSON.stringify(state);
  const outcome = apply(state, player, action);
  assert.equal(outcome.ok, false, `${player} ${action.type} should be rejected`);
  assert.equal(JSON.stringify(state), before, 'a rejected action leaves the state untouched');
  assert.equal(outcome.ok ? null : outcome.code, code);
  assert.match(outcome.ok ? '' : outcome.reason, reason);
}

export function dealBoard(state: HandState, cards: string): void {
  const outcome = applyDealerAction(state, { type: 'dealBoard', cards: parseCards(cards) });
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.reason);
}

export const chipsInPlay = (state: HandState): number =>
  state.stacks.reduce((sum, stack) => sum + stack, 0) + state.collected + state.bets.reduce((sum, bet) => sum + bet, 0);

/** TDA addendum example 1, postflop at 50/100: A bets 100, B is all in for 125, C calls, D is all in for 200, E calls. */
export function addendumExampleOne(apply: ActionApplier = applyAction): HandState {
  const state = dealtHand(tableConfig([5000, 225, 5000, 300, 5000]));
  for (const player of [2, 3, 4, 0]) play(state, player, { type: 'call' }, apply);
  play(state, 1, { type: 'check' }, apply);
  dealBoard(state, 'KhQhJc');
  play(state, 0, { type: 'bet', amount: 100 }, apply);
  play(state, 1, { type: 'raise', amount: 125 }, apply);
  play(state, 2, { type: 'call' }, apply);
  play(state, 3, { type: 'raise', amount: 200 }, apply);
  play(state, 4, { type: 'call' }, apply);
  return state;
}
