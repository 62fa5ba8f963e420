import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCards, parseCards } from '../src/cards';
import { bestFiveCards, evaluateCards, evaluateOmaha } from '../src/evaluator';
import { drawCards, seededRandomInt } from './support/seeded-random';

const best = (hole: string, board: string, variant: 'NLHE' | 'PLO' = 'NLHE') =>
  formatCards(bestFiveCards(parseCards(hole), parseCards(board), variant));

describe('bestFiveCards', () => {
  it("names the five of seven that make a Hold'em hand", () => {
    assert.equal(best('AhKh', 'QhJhTh2c3d'), 'AhKhQhJhTh');
    // Two pair on the board with the seven beating the hole pair of twos as the fifth card.
    assert.equal(best('2c2d', 'AsAhKdKc7s'), 'AsAhKdKc7s');
    assert.deepEqual(new Set(parseCards(best('9s9c', '9d4h4s2c7d'))), new Set(parseCards('9s9c9d4h4s')));
  });

  it('lets the board play when the hole cards add nothing', () => {
    assert.deepEqual(new Set(parseCards(best('2c3d', 'AsKsQsJsTs'))), new Set(parseCards('AsKsQsJsTs')));
  });

  it('takes exactly two hole cards and three board cards in Omaha', () => {
    // Four hearts on the board are no flush with one heart in hand.
    const five = bestFiveCards(parseCards('AhKsQd2c'), parseCards('JhTh9h8h3c'), 'PLO');
    const hole = parseCards('AhKsQd2c');
    assert.equal(five.filter((card) => hole.includes(card)).length, 2);
    assert.equal(evaluateCards(five), evaluateOmaha(hole, parseCards('JhTh9h8h3c')));
  });

  it('always makes the value the evaluators give, on random deals', () => {
    const random = seededRandomInt(24);
    for (let deal = 0; deal < 300; deal += 1) {
      const cards = drawCards(random, 7);
      const five = bestFiveCards(cards.slice(0, 2), cards.slice(2), 'NLHE');
      assert.equal(new Set(five).size, 5);
      assert.ok(five.every((card) => cards.includes(card)));
      assert.equal(evaluateCards(five), evaluateCards(cards));
    }
  });
});
