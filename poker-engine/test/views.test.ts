import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createHand } from '../src/hand/create';
import { restoreHand, serializeHand } from '../src/hand/persistence';
import { dealBoard, dealtHand, play, tableConfig } from './support/hands';
import { seededRandomInt } from './support/seeded-random';
import { viewHand } from '../src/views';

describe('per-seat views', () => {
  it('show a seat its own cards, nobody else’s, and its options only on its turn', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000]), ['AsAd', 'KsKd', 'QsQd']);
    const mine = viewHand(state, 2);
    assert.deepEqual(
      mine.players.map((player) => player.cards),
      [null, null, ['Qs', 'Qd']],
    );
    assert.deepEqual(
      mine.players.map((player) => player.cardCount),
      [2, 2, 2],
    );
    assert.deepEqual(mine.legalActions, [{ type: 'fold' }, { type: 'call', amount: 100 }, { type: 'raise', min: 200, max: 1000 }]);
    assert.deepEqual(viewHand(state, 0).legalActions, []);
    const spectator = viewHand(state, null);
    assert.ok(spectator.players.every((player) => player.cards === null));
    assert.equal(spectator.pot, 150);
  });

  it('reveal shown hands at showdown but never a mucked one', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000]), ['AsAd', 'KsKd', '7c2d']);
    play(state, 2, { type: 'call' });
    play(state, 0, { type: 'call' });
    play(state, 1, { type: 'check' });
    for (const cards of ['9h8h3c', '4d', 'Jc']) {
      dealBoard(state, cards);
      for (const player of [0, 1, 2]) play(state, player, { type: 'check' });
    }
    play(state, 0, { type: 'show' });
    play(state, 1, { type: 'muck' });
    play(state, 2, { type: 'muck' });
    const view = viewHand(state, null);
    assert.deepEqual(
      view.players.map((player) => player.cards),
      [['As', 'Ad'], null, null],
    );
    assert.deepEqual(view.result?.handNames, ['Pair of Aces', null, null]);
    assert.deepEqual(view.result?.winnings, [300, 0, 0]);
    assert.ok(!JSON.stringify(view).includes('"Ks"'));
  });

  it('never include the deck or the history', () => {
    const state = createHand(tableConfig([1000, 1000]), { shuffle: seededRandomInt(1) });
    const view = viewHand(state, 0);
    assert.equal(state.deck?.length, 48);
    for (const key of ['deck', 'log', 'holeCards']) assert.ok(!(key in view));
    assert.throws(() => viewHand(state, 2), RangeError);
  });
});

describe('persistence', () => {
  it('resumes a stored hand where it stopped', () => {
    const state = createHand(tableConfig([1000, 1000, 1000]), { shuffle: seededRandomInt(5) });
    play(state, 2, { type: 'raise', amount: 300 });
    const resumed = restoreHand(serializeHand(state));
    assert.deepEqual(resumed, state);
    play(resumed, 0, { type: 'fold' });
    play(resumed, 1, { type: 'fold' });
    assert.deepEqual(resumed.stacks, [950, 900, 1150]);
    assert.throws(() => restoreHand('{"config":{}}'), /cannot restore hand/);
  });
});
