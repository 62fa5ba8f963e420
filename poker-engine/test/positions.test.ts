import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forcedBets, positionsForNextHand } from '../src/positions';

const seats = (occupied: string) => [...occupied].map((mark) => mark === 'x');

describe('button and blinds between hands', () => {
  it('starts with the blinds left of the button and orders players from the small blind', () => {
    const first = positionsForNextHand(seats('xxxxxx'), null, 2);
    assert.deepEqual(first, { buttonSeat: 2, smallBlindSeat: 3, bigBlindSeat: 4, order: [3, 4, 5, 0, 1, 2] });
    assert.deepEqual(forcedBets(first, { smallBlind: 50, bigBlind: 100, ante: 100 }), {
      blinds: [50, 100, 0, 0, 0, 0],
      antes: [0, 100, 0, 0, 0, 0],
      deadAntes: true,
    });
  });

  it('moves the big blind one player on every hand', () => {
    const next = positionsForNextHand(seats('xxxxxx'), positionsForNextHand(seats('xxxxxx'), null, 2));
    assert.deepEqual(next, { buttonSeat: 3, smallBlindSeat: 4, bigBlindSeat: 5, order: [4, 5, 0, 1, 2, 3] });
  });

  it('dead small blind: the last big blind busted, so nobody posts the small blind', () => {
    const before = positionsForNextHand(seats('xxxxxx'), null, 2);
    const next = positionsForNextHand(seats('xxxx.x'), before);
    assert.deepEqual(next, { buttonSeat: 3, smallBlindSeat: 4, bigBlindSeat: 5, order: [5, 0, 1, 2, 3] });
    assert.deepEqual(forcedBets(next, { smallBlind: 50, bigBlind: 100 }).blinds, [100, 0, 0, 0, 0]);
  });

  it('dead button: the last small blind busted, the button stays on his empty seat', () => {
    const before = positionsForNextHand(seats('xxxxxx'), null, 2);
    const next = positionsForNextHand(seats('xxx.xx'), before);
    assert.deepEqual(next, { buttonSeat: 3, smallBlindSeat: 4, bigBlindSeat: 5, order: [4, 5, 0, 1, 2] });
    assert.deepEqual(forcedBets(next, { smallBlind: 50, bigBlind: 100 }).blinds, [50, 100, 0, 0, 0]);
  });

  it('heads-up: the button posts the small blind and nobody gets the big blind twice in a row', () => {
    const before = positionsForNextHand(seats('xxx'), null, 0);
    assert.equal(before.bigBlindSeat, 2);
    const headsUp = positionsForNextHand(seats('x.x'), before);
    assert.deepEqual(headsUp, { buttonSeat: 2, smallBlindSeat: 2, bigBlindSeat: 0, order: [0, 2] });
    assert.deepEqual(forcedBets(headsUp, { smallBlind: 50, bigBlind: 100 }).blinds, [100, 50]);
    const after = positionsForNextHand(seats('x.x'), headsUp);
    assert.deepEqual(after, { buttonSeat: 0, smallBlindSeat: 0, bigBlindSeat: 2, order: [2, 0] });
  });

  it('antes from everyone count as each player’s own contribution', () => {
    const first = positionsForNextHand(seats('xxx'), null);
    assert.deepEqual(forcedBets(first, { smallBlind: 50, bigBlind: 100, ante: 10, anteType: 'everyone' }), {
      blinds: [50, 100, 0],
      antes: [10, 10, 10],
      deadAntes: false,
    });
  });
});
