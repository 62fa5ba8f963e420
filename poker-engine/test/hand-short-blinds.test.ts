import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCards } from '../src/cards';
import { applyAction, legalActions, nextToAct } from '../src/hand/actions';
import { createHand } from '../src/hand/create';
import type { HandConfig, HandState } from '../src/hand/types';
import { chipsInPlay, dealBoard, dealtHand, play, tableConfig } from './support/hands';

// The big blind (index 0) holds the aces, so every hand below is won by him unless a test says otherwise.
const HOLES = ['AsAd', '7c2d', 'KsKd'];

/** No one may act any more: every hand is tabled and only board cards are still due. */
function assertNobodyActs(state: HandState): void {
  assert.equal(state.phase, 'showdown');
  assert.deepEqual(state.showdownQueue.toSorted(), [0, 1], 'both hands are tabled at once (rule 16)');
  for (const player of [0, 1]) assert.deepEqual(legalActions(state, player), [{ type: 'show' }]);
}

/** Shows both hands (rule 16 tables them at once) and deals out the board. */
function runOut(state: HandState): void {
  for (const player of [...state.showdownQueue]) play(state, player, { type: 'show' });
  for (const cards of ['9h8h3c', '4d', 'Jc']) dealBoard(state, cards);
  assert.equal(state.phase, 'complete');
}

describe('heads-up, a button all in for no more than the big blind: the big blind has no action (TDA)', () => {
  it('all in calling for less than the big blind: no one acts, the excess of the big blind goes back', () => {
    const state = dealtHand(tableConfig([1000, 80]), HOLES);
    play(state, 1, { type: 'call' });
    assertNobodyActs(state);
    assert.deepEqual(state.stacks, [920, 0], 'the 20 the button could not match went back to the big blind');
    assert.equal(applyAction(state, 0, { type: 'check' }).ok, false);
    runOut(state);
    assert.deepEqual(state.stacks, [1080, 0]);
  });

  it('all in calling for exactly the big blind: no one acts, nothing goes back', () => {
    const state = dealtHand(tableConfig([1000, 100]), HOLES);
    play(state, 1, { type: 'call' });
    assertNobodyActs(state);
    assert.deepEqual(state.stacks, [900, 0]);
    runOut(state);
    assert.deepEqual(state.stacks, [1100, 0]);
  });

  it('all in with the small blind itself (a stack at or below it): the hand goes straight to the showdown', () => {
    for (const [button, returned] of [
      [30, 70],
      [50, 50],
    ]) {
      const state = dealtHand(tableConfig([1000, button]), HOLES);
      assertNobodyActs(state);
      assert.deepEqual(state.stacks, [1000 - 100 + returned, 0]);
      runOut(state);
      assert.deepEqual(state.stacks, [1000 + button, 0]);
    }
  });

  it('a big blind all in for less than the small blind: the button is not asked either', () => {
    const state = dealtHand(tableConfig([40, 1000]), ['7c2d', 'AsAd']);
    assertNobodyActs(state);
    assert.deepEqual(state.stacks, [0, 960], 'the small blind beyond the 40 went back');
    runOut(state);
    assert.deepEqual(state.stacks, [0, 1040]);
  });

  it('with antes, posted blind first: the button all in for less than the big blind', () => {
    const antes: Partial<HandConfig> = { antes: [10, 10] };
    const called = dealtHand(tableConfig([1000, 90], antes), HOLES);
    play(called, 1, { type: 'call' });
    assertNobodyActs(called);
    assert.deepEqual(called.stacks, [910, 0], 'blind 50 + ante 10 + call 30: 20 of the big blind went back');
    runOut(called);
    assert.deepEqual(called.stacks, [1090, 0]);
    const posted = dealtHand(tableConfig([1000, 60], antes), HOLES);
    assertNobodyActs(posted);
    runOut(posted);
    assert.deepEqual(posted.stacks, [1060, 0]);
  });

  it('a big-blind ante: the big blind still has no action after the short button calls', () => {
    const state = dealtHand(tableConfig([1000, 80], { antes: [100, 0] }), HOLES);
    play(state, 1, { type: 'call' });
    assertNobodyActs(state);
    runOut(state);
    assert.deepEqual(state.stacks, [1080, 0], "the ante is the big blind's own: he wins only the button's 80");
  });

  it('dealing from its own deck, the engine plays the hand out to the end', () => {
    const deck = parseCards('AsKs7c2d' + '5h9h8h3c' + '6h4d' + '6cJc' + 'QdQcQhTc');
    const state = createHand(tableConfig([1000, 80]), { deck });
    play(state, 1, { type: 'call' });
    assert.deepEqual(nextToAct(state), { kind: 'none' });
    assert.deepEqual(state.board, parseCards('9h8h3c4dJc'));
    assert.deepEqual(state.stacks, [1080, 0]);
    assert.equal(chipsInPlay(state), 1080);
  });

  it('three-handed: the short button calls all in, the small blind folds, the big blind has no action', () => {
    const state = dealtHand(tableConfig([1000, 1000, 80]), HOLES);
    play(state, 2, { type: 'call' });
    play(state, 0, { type: 'fold' });
    assert.equal(state.phase, 'showdown');
    assert.deepEqual(state.showdownQueue.toSorted(), [1, 2]);
  });

  it('the big blind keeps his option when the button can still act, and must answer an all-in raise', () => {
    const option = dealtHand(tableConfig([1000, 150]), HOLES);
    play(option, 1, { type: 'call' });
    assert.deepEqual(legalActions(option, 0), [{ type: 'check' }, { type: 'raise', min: 200, max: 1000 }]);
    const raised = dealtHand(tableConfig([1000, 150]), HOLES);
    play(raised, 1, { type: 'raise', amount: 150 });
    assert.deepEqual(legalActions(raised, 0), [{ type: 'fold' }, { type: 'call', amount: 50 }]);
  });
});
