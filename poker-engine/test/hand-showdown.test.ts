import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCards } from '../src/cards';
import { legalActions, nextToAct } from '../src/hand/actions';
import { createHand } from '../src/hand/create';
import type { HandState } from '../src/hand/types';
import { viewHand } from '../src/views';
import { assertRefused, dealBoard, dealtHand, play, tableConfig } from './support/hands';

/** Heads-up: the button limps, and both check every street down to the showdown (dealt by the engine if it holds the deck). */
function checkDownHeadsUp(state: HandState): void {
  play(state, 1, { type: 'call' });
  play(state, 0, { type: 'check' });
  for (const cards of ['9h8h3c', '4d', 'Jc']) {
    if (state.deck === null) dealBoard(state, cards);
    play(state, 0, { type: 'check' });
    play(state, 1, { type: 'check' });
  }
}

describe('showdown', () => {
  it('the last aggressor shows first; a muck gives up the pot', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000]), ['AsAd', '7c2d', 'KsKd']);
    play(state, 2, { type: 'call' });
    play(state, 0, { type: 'call' });
    play(state, 1, { type: 'check' });
    for (const cards of ['9h8h3c', '4d']) {
      dealBoard(state, cards);
      for (const player of [0, 1, 2]) play(state, player, { type: 'check' });
    }
    dealBoard(state, 'Jc');
    play(state, 0, { type: 'check' });
    play(state, 1, { type: 'bet', amount: 200 });
    play(state, 2, { type: 'call' });
    play(state, 0, { type: 'call' });
    assert.deepEqual(state.showdownQueue, [1, 2, 0]);
    play(state, 1, { type: 'show' });
    play(state, 2, { type: 'show' });
    play(state, 0, { type: 'muck' });
    assert.deepEqual(state.stacks, [700, 700, 1600]);
  });

  it('when the river is checked, the first player left of the button shows first', () => {
    const state = dealtHand(tableConfig([1000, 1000]));
    checkDownHeadsUp(state);
    assert.deepEqual(state.showdownQueue, [0, 1]);
  });

  it('all in: hands are tabled before the rest of the board, none may be mucked (TDA rule 16)', () => {
    const state = dealtHand(tableConfig([1000, 1000]), ['AsAd', 'KsKd']);
    play(state, 1, { type: 'raise', amount: 1000 });
    play(state, 0, { type: 'call' });
    assert.equal(state.phase, 'showdown');
    assert.deepEqual(state.board, []);
    assert.deepEqual(legalActions(state, 1), [{ type: 'show' }]);
    assertRefused(state, 1, { type: 'muck' }, 'HANDS_ARE_TABLED', /every hand is tabled/);
  });

  it('the last live hand in a pot may not muck: it shows and wins', () => {
    const state = dealtHand(tableConfig([1000, 1000]), ['AsAd', 'KsKd']);
    checkDownHeadsUp(state);
    play(state, 0, { type: 'muck' });
    assert.deepEqual(legalActions(state, 1), [{ type: 'show' }]);
    assertRefused(state, 1, { type: 'muck' }, 'LAST_LIVE_HAND_MUST_SHOW', /show to win it/);
    play(state, 1, { type: 'show' });
    assert.deepEqual(state.stacks, [900, 1100]);
  });
});

describe('all in: every hand tabled at once (TDA rule 16)', () => {
  it('once at most one player has chips, the hands may be shown in any order', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000]), ['AsAd', 'KsKd', 'QsQd']);
    play(state, 2, { type: 'raise', amount: 1000 });
    play(state, 0, { type: 'call' });
    play(state, 1, { type: 'call' });
    assert.deepEqual(state.showdownQueue, [2, 0, 1]);
    for (const player of [0, 1, 2]) assert.deepEqual(legalActions(state, player), [{ type: 'show' }], `player ${player}`);
    play(state, 1, { type: 'show' });
    play(state, 0, { type: 'show' });
    assertRefused(state, 0, { type: 'show' }, 'NOT_YOUR_TURN', /not your turn: player 2/);
    play(state, 2, { type: 'show' });
    assert.equal(state.phase, 'dealBoard');
    for (const cards of ['9h8h3c', '4d', 'Jc']) dealBoard(state, cards);
    assert.deepEqual(state.stacks, [3000, 0, 0]);
  });

  it('while two players still have chips, hands are shown in turn even with a third all in', () => {
    const state = dealtHand(tableConfig([300, 1000, 1000]), ['AsAd', 'KsKd', 'QsQd']);
    play(state, 2, { type: 'call' });
    play(state, 0, { type: 'raise', amount: 300 });
    play(state, 1, { type: 'call' });
    play(state, 2, { type: 'call' });
    for (const cards of ['9h8h3c', '4d', 'Jc']) {
      dealBoard(state, cards);
      play(state, 1, { type: 'check' });
      play(state, 2, { type: 'check' });
    }
    assert.deepEqual(state.showdownQueue, [0, 1, 2]);
    assert.deepEqual(legalActions(state, 2), []);
    assertRefused(state, 2, { type: 'show' }, 'NOT_YOUR_TURN', /not your turn: player 0/);
  });

  it('live play, where the engine deals, tables every hand itself and runs the board out', () => {
    // Hole cards go round one at a time: the big blind (0) gets As Ad, the button (1) Ks Kd; a burn before each street.
    const deck = parseCards('AsKsAdKd2c9h8h3c2d4d2hJc');
    const state = createHand(tableConfig([1000, 1000]), { deck });
    play(state, 1, { type: 'raise', amount: 1000 });
    play(state, 0, { type: 'call' });
    assert.deepEqual(nextToAct(state), { kind: 'none' });
    assert.deepEqual(
      state.log.filter((entry) => entry.type === 'show'),
      [
        { player: 1, type: 'show', cards: parseCards('KsKd') },
        { player: 0, type: 'show', cards: parseCards('AsAd') },
      ],
      'the last aggressor’s hand first, as a dealer would turn them over',
    );
    assert.deepEqual(viewHand(state, null).board, ['9h', '8h', '3c', '4d', 'Jc']);
    assert.deepEqual(
      viewHand(state, null).players.map((player) => player.cards),
      [
        ['As', 'Ad'],
        ['Ks', 'Kd'],
      ],
    );
    assert.deepEqual(state.stacks, [2000, 0]);
  });

  it('live play still waits for each hand in turn when betting simply ended on the river', () => {
    const state = createHand(tableConfig([1000, 1000]), { deck: parseCards('AsKsAdKd2c9h8h3c2d4d2hJc') });
    checkDownHeadsUp(state);
    assert.equal(state.phase, 'showdown');
    assert.deepEqual(legalActions(state, 0), [{ type: 'show' }, { type: 'muck' }]);
  });
});
