import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legalActions, nextToAct } from '../src/hand/actions';
import { createHand } from '../src/hand/create';
import type { HandState } from '../src/hand/types';
import { addendumExampleOne, assertRefused, dealBoard, dealtHand, play, tableConfig } from './support/hands';

const raiseOption = (state: HandState, player: number) =>
  legalActions(state, player).find((action) => action.type === 'raise' || action.type === 'bet');

describe('blinds and order of action', () => {
  it('heads-up: the button posts the small blind, acts first preflop and last after', () => {
    const state = dealtHand(tableConfig([1000, 1000]));
    assert.deepEqual(state.bets, [100, 50]);
    assert.equal(state.actor, 1);
    play(state, 1, { type: 'call' });
    assert.equal(state.actor, 0, 'the big blind keeps his option');
    play(state, 0, { type: 'check' });
    dealBoard(state, 'KhQhJc');
    assert.equal(state.actor, 0, 'the big blind acts first after the flop');
  });

  it('ring game: under the gun opens, the small blind opens after the flop', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000, 1000]));
    assert.equal(state.actor, 2);
    play(state, 2, { type: 'call' });
    play(state, 3, { type: 'call' });
    play(state, 0, { type: 'call' });
    play(state, 1, { type: 'check' });
    dealBoard(state, 'KhQhJc');
    assert.equal(state.actor, 0);
  });

  it('dead small blind: the big blind is first left of the button and nobody posts a small blind', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000], { blinds: [100, 0, 0] }));
    assert.deepEqual(state.bets, [100, 0, 0]);
    assert.equal(state.actor, 1);
  });

  it('a big blind short of blind and ante posts the blind first (TDA); dead ante gets the rest', () => {
    const state = createHand(tableConfig([1000, 150, 1000], { antes: [0, 100, 0] }));
    assert.deepEqual(state.bets, [50, 100, 0]);
    assert.equal(state.deadMoney, 50);
    const ante = createHand(tableConfig([1000, 150, 1000], { antes: [0, 100, 0], postingOrder: 'anteFirst' }));
    assert.deepEqual(ante.bets, [50, 50, 0]);
    assert.equal(ante.deadMoney, 100);
  });
});

describe('bet sizes', () => {
  it('no-limit: the minimum raise is the last full raise; anything from there to all in', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000, 1000]));
    assert.deepEqual(raiseOption(state, 2), { type: 'raise', min: 200, max: 1000 });
    assertRefused(state, 2, { type: 'raise', amount: 150 }, 'RAISE_BELOW_MINIMUM', /from 200 to 1000/);
    play(state, 2, { type: 'raise', amount: 350 });
    assert.deepEqual(raiseOption(state, 3), { type: 'raise', min: 600, max: 1000 });
  });

  it('no-limit: the first bet of a street is at least the big blind', () => {
    const state = dealtHand(tableConfig([1000, 1000]));
    play(state, 1, { type: 'call' });
    play(state, 0, { type: 'check' });
    dealBoard(state, 'KhQhJc');
    assert.deepEqual(legalActions(state, 0), [{ type: 'check' }, { type: 'bet', min: 100, max: 900 }]);
    assertRefused(state, 0, { type: 'raise', amount: 300 }, 'NO_BET_TO_RAISE', /bet instead/);
  });

  it('pot-limit: pot raise preflop is 350 at 50/100, then 1,200 over a pot raise', () => {
    const state = dealtHand(tableConfig([5000, 5000, 5000, 5000], { variant: 'PLO' }));
    assert.deepEqual(raiseOption(state, 2), { type: 'raise', min: 200, max: 350 });
    play(state, 2, { type: 'raise', amount: 350 });
    assert.deepEqual(raiseOption(state, 3), { type: 'raise', min: 600, max: 1200 });
    assertRefused(state, 3, { type: 'raise', amount: 1201 }, 'RAISE_ABOVE_POT_LIMIT', /from 600 to 1200/);
  });

  it('pot-limit: the maximum counts antes and every bet in front', () => {
    const state = dealtHand(tableConfig([5000, 5000, 5000], { variant: 'PLO', antes: [0, 100, 0] }));
    // pot 250 (50 + 100 + 100 ante), call 100: raise to 100 + 250 + 100.
    assert.deepEqual(raiseOption(state, 2), { type: 'raise', min: 200, max: 450 });
  });
});

describe('re-opening the betting (TDA rule 47)', () => {
  it('a short all-in raise does not re-open betting for a player who already acted', () => {
    const state = dealtHand(tableConfig([5000, 5000, 5000, 450, 5000]));
    play(state, 2, { type: 'raise', amount: 300 });
    play(state, 3, { type: 'raise', amount: 450 });
    assert.deepEqual(raiseOption(state, 4), { type: 'raise', min: 650, max: 5000 }, 'not yet acted: full options');
    play(state, 4, { type: 'call' });
    play(state, 0, { type: 'fold' });
    play(state, 1, { type: 'fold' });
    assert.deepEqual(legalActions(state, 2), [{ type: 'fold' }, { type: 'call', amount: 150 }]);
    assertRefused(state, 2, { type: 'raise', amount: 1000 }, 'BETTING_NOT_REOPENED', /not reopened/);
  });

  it('several short all-ins that add up to a full raise re-open it (addendum example 1)', () => {
    const state = addendumExampleOne();
    assert.deepEqual(raiseOption(state, 0), { type: 'raise', min: 300, max: 4900 }, 'A faces 100 more: a full raise');
    play(state, 0, { type: 'call' });
    assert.deepEqual(legalActions(state, 2), [{ type: 'fold' }, { type: 'call', amount: 75 }], 'C faces only 75 more');
  });

  it('a short all-in bet does not re-open betting for a player who checked', () => {
    const state = dealtHand(tableConfig([1000, 1000, 160]));
    play(state, 2, { type: 'call' });
    play(state, 0, { type: 'call' });
    play(state, 1, { type: 'check' });
    dealBoard(state, 'KhQhJc');
    play(state, 0, { type: 'check' });
    play(state, 1, { type: 'check' });
    play(state, 2, { type: 'bet', amount: 60 });
    assert.deepEqual(legalActions(state, 0), [{ type: 'fold' }, { type: 'call', amount: 60 }]);
  });
});

describe('chips', () => {
  it('returns an uncalled bet', () => {
    const state = dealtHand(tableConfig([1000, 5000]), ['KsKd', 'AsAd']);
    play(state, 1, { type: 'raise', amount: 5000 });
    play(state, 0, { type: 'call' });
    assert.equal(state.phase, 'showdown');
    assert.deepEqual(state.stacks, [0, 4000], 'the 4,000 nobody could call went back');
  });

  it('builds side pots for several all-ins and pays each to its best eligible hand', () => {
    const state = dealtHand(tableConfig([300, 600, 1000, 2000]), ['AsAd', 'KsKd', 'QsQd', '7c2d']);
    play(state, 2, { type: 'raise', amount: 1000 });
    play(state, 3, { type: 'call' });
    play(state, 0, { type: 'call' });
    play(state, 1, { type: 'call' });
    for (const player of [2, 3, 0, 1]) play(state, player, { type: 'show' });
    dealBoard(state, '9h8h3c');
    dealBoard(state, '4d');
    dealBoard(state, 'Jc');
    assert.equal(state.phase, 'complete');
    assert.deepEqual(
      state.result?.pots.map(({ amount, eligible, winners }) => ({ amount, eligible, winners })),
      [
        { amount: 1200, eligible: [0, 1, 2, 3], winners: [0] },
        { amount: 900, eligible: [1, 2, 3], winners: [1] },
        { amount: 800, eligible: [2, 3], winners: [2] },
      ],
    );
    assert.deepEqual(state.stacks, [1200, 900, 800, 1000]);
  });

  it('gives the odd chip to the winner nearest the left of the button', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000], { antes: [0, 1, 0] }), ['2c3d', '2d3c', '7h3s']);
    play(state, 2, { type: 'fold' });
    play(state, 0, { type: 'call' });
    play(state, 1, { type: 'check' });
    for (const cards of ['KhQhJc', '8s', '9d']) {
      dealBoard(state, cards);
      for (const player of [0, 1]) play(state, player, { type: 'check' });
    }
    play(state, 0, { type: 'show' });
    play(state, 1, { type: 'show' });
    assert.deepEqual(state.result?.pots[0], { amount: 201, eligible: [0, 1], winners: [0, 1], shares: [101, 100] });
  });
});

describe('legality', () => {
  it('rejects acting out of turn, folding for free and checking a bet, with a reason', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000]));
    assertRefused(state, 0, { type: 'call' }, 'NOT_YOUR_TURN', /not your turn: player 2/);
    assertRefused(state, 2, { type: 'check' }, 'CANNOT_CHECK_FACING_BET', /facing a bet of 100/);
    assertRefused(state, 2, { type: 'bet', amount: 300 }, 'CANNOT_BET_AFTER_BET', /raise instead/);
    assertRefused(state, 2, { type: 'raise', amount: 250.5 }, 'RAISE_NOT_WHOLE', /whole amount/);
    assertRefused(state, 2, { type: 'show' }, 'NOT_A_BETTING_ACTION', /cannot show while betting/);
    play(state, 2, { type: 'call' });
    play(state, 0, { type: 'call' });
    assertRefused(state, 1, { type: 'fold' }, 'CANNOT_FOLD_WITHOUT_BET', /check instead of folding/);
    assertRefused(state, 1, { type: 'call' }, 'NOTHING_TO_CALL', /nothing to call/);
  });

  it('waits for the dealer between streets and stops after the hand', () => {
    const state = dealtHand(tableConfig([1000, 1000]));
    play(state, 1, { type: 'call' });
    play(state, 0, { type: 'check' });
    assert.deepEqual(nextToAct(state), { kind: 'dealer' });
    assertRefused(state, 0, { type: 'check' }, 'WAITING_FOR_DEALER', /waiting for the dealer/);
    dealBoard(state, 'KhQhJc');
    play(state, 0, { type: 'bet', amount: 100 });
    play(state, 1, { type: 'fold' });
    assert.deepEqual(nextToAct(state), { kind: 'none' });
    assert.deepEqual(state.stacks, [1100, 900]);
    assertRefused(state, 0, { type: 'check' }, 'HAND_OVER', /hand is over/);
  });
});
