import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPots, splitPot } from '../src/pots';

describe('pots', () => {
  it('closes a side pot at each all-in level; folded chips stay in the pots they reached', () => {
    assert.deepEqual(buildPots([300, 600, 1000, 1000, 200], [false, false, false, false, true], 0), [
      { amount: 1400, eligible: [0, 1, 2, 3] },
      { amount: 900, eligible: [1, 2, 3] },
      { amount: 800, eligible: [2, 3] },
    ]);
  });

  it('puts dead antes in the main pot, open even to a player whose stack all went to the ante', () => {
    assert.deepEqual(buildPots([0, 500, 500], [false, false, false], 100), [
      { amount: 100, eligible: [0, 1, 2] },
      { amount: 1000, eligible: [1, 2] },
    ]);
    assert.deepEqual(buildPots([500, 500], [false, false], 100), [{ amount: 1100, eligible: [0, 1] }]);
  });

  it('splits odd chips one each from the seat left of the button', () => {
    assert.deepEqual(splitPot(11, [1, 4, 6]), [4, 4, 3]);
    assert.deepEqual(splitPot(9, [0, 2, 5]), [3, 3, 3]);
  });
});
