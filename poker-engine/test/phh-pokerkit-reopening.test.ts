import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyAction, legalActions } from '../src/hand/actions';
import type { HandState, LegalAction } from '../src/hand/types';
import { parsePhh } from '../src/phh/hand-history';
import { applyPokerKitAction, freshPokerKitReopening, pokerkitLegalActions } from '../src/phh/pokerkit-reopening';
import { replayPhh } from '../src/phh/replay';
import { type ActionApplier, addendumExampleOne, assertRefused, dealBoard, dealtHand, play, tableConfig } from './support/hands';

/** The engine's own rule (TDA 47) and PokerKit's convention, each as a way to apply actions and list options. */
const RULES = {
  TDA: () => ({ apply: applyAction as ActionApplier, options: legalActions }),
  PokerKit: () => {
    const book = freshPokerKitReopening();
    const apply: ActionApplier = (state, player, action) => applyPokerKitAction(state, book, player, action);
    return { book, apply, options: (state: HandState, player: number) => pokerkitLegalActions(state, book, player) };
  },
};

const raiseOption = (options: LegalAction[]) => options.find((action) => action.type === 'raise' || action.type === 'bet');

describe('PokerKit’s re-opening convention (replay of PokerKit hand histories only)', () => {
  it('the first bet of a street re-opens betting even all in for less than the minimum (NT-101-00420)', () => {
    for (const [name, rule] of Object.entries(RULES)) {
      const { apply, options } = rule();
      const state = dealtHand(tableConfig([1000, 1000, 160]));
      for (const [player, type] of [
        [2, 'call'],
        [0, 'call'],
        [1, 'check'],
      ] as const)
        play(state, player, { type }, apply);
      dealBoard(state, 'KhQhJc');
      play(state, 0, { type: 'check' }, apply);
      play(state, 1, { type: 'check' }, apply);
      play(state, 2, { type: 'bet', amount: 60 }, apply);
      const expected = name === 'PokerKit' ? { type: 'raise', min: 160, max: 900 } : undefined;
      assert.deepEqual(raiseOption(options(state, 0)), expected, name);
    }
  });

  it('so does the first raise over the blinds, all in for less over a limp (PO-102-00996)', () => {
    for (const [name, rule] of Object.entries(RULES)) {
      const { apply, options } = rule();
      const state = dealtHand(tableConfig([5000, 5000, 5000, 150]));
      play(state, 2, { type: 'call' }, apply);
      play(state, 3, { type: 'raise', amount: 150 }, apply);
      play(state, 0, { type: 'call' }, apply);
      play(state, 1, { type: 'call' }, apply);
      const expected = name === 'PokerKit' ? { type: 'raise', min: 250, max: 5000 } : undefined;
      assert.deepEqual(raiseOption(options(state, 2)), expected, name);
    }
  });

  it('a short all-in after a full raise re-opens nothing for whoever acted since, as under TDA', () => {
    const { book, apply, options } = RULES.PokerKit();
    const state = dealtHand(tableConfig([5000, 5000, 5000, 450, 5000]));
    play(state, 2, { type: 'raise', amount: 300 }, apply);
    play(state, 3, { type: 'raise', amount: 450 }, apply);
    assert.deepEqual(raiseOption(options(state, 4)), { type: 'raise', min: 650, max: 5000 });
    play(state, 4, { type: 'call' }, apply);
    play(state, 0, { type: 'fold' }, apply);
    play(state, 1, { type: 'fold' }, apply);
    const bookBefore = { ...book };
    assertRefused(state, 2, { type: 'raise', amount: 1000 }, 'BETTING_NOT_REOPENED', /not reopened/, apply);
    assert.deepEqual(book, bookBefore, 'a refused raise leaves the bookkeeping as it was');
  });

  it('short all-ins that add up to the largest wager re-open it for everyone, even a player who called part', () => {
    const { apply, options } = RULES.PokerKit();
    const state = addendumExampleOne(apply);
    play(state, 0, { type: 'call' }, apply);
    // TDA: C faced only 75 more since he called 125 and may not raise; PokerKit adds 25 + 75 up to the 100 bet.
    assert.deepEqual(raiseOption(options(state, 2)), { type: 'raise', min: 300, max: 4900 });
  });

  it('starts its figures again on every street: a large preflop raise does not outweigh a flop bet', () => {
    const { apply, options } = RULES.PokerKit();
    const state = dealtHand(tableConfig([2000, 750, 2000]));
    play(state, 2, { type: 'raise', amount: 400 }, apply);
    play(state, 0, { type: 'call' }, apply);
    play(state, 1, { type: 'call' }, apply);
    dealBoard(state, 'KhQhJc');
    // The flop's largest wager is A's 200, not the preflop raise of 300: B's all-in raise by 150 re-opens nothing.
    play(state, 0, { type: 'bet', amount: 200 }, apply);
    play(state, 1, { type: 'raise', amount: 350 }, apply);
    play(state, 2, { type: 'call' }, apply);
    assert.deepEqual(options(state, 0), [{ type: 'fold' }, { type: 'call', amount: 150 }]);
  });

  it('is a replay option, checked; its bookkeeping stays beside the hand, which is the same as under TDA', () => {
    const hand = parsePhh(
      "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [50, 100]\nmin_bet = 100\nstarting_stacks = [1000, 1000]\nactions = []\n",
    );
    assert.throws(() => replayPhh(hand, { incompleteRaise: 'loose' as 'tda' }), /unknown incomplete-raise rule 'loose'/);
    const { book, apply } = RULES.PokerKit();
    const state = dealtHand(tableConfig([1000, 1000, 160]));
    play(state, 2, { type: 'raise', amount: 160 }, apply);
    assert.deepEqual(book, { street: 0, largestIncrement: 60, reopenedAt: 160, allInIncrements: 60 });
    const underTda = dealtHand(tableConfig([1000, 1000, 160]));
    play(underTda, 2, { type: 'raise', amount: 160 });
    assert.deepEqual(state, underTda, 'the hand itself carries nothing of PokerKit');
  });
});
