import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCards } from '../src/cards';
import { drawCards, seededRandomInt } from './support/seeded-random';
import { evaluate7, evaluateCards } from '../src/evaluator/evaluate';
import { categoryOf, HAND_CLASS_COUNT, HandCategory, handName } from '../src/evaluator/hand-value';
import { evaluateOmaha } from '../src/evaluator/omaha';

const value = (cards: string) => evaluateCards(parseCards(cards));
const name = (cards: string) => handName(value(cards));

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) => combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));
}

const bestOfFive = (cards: readonly number[]) => Math.max(...combinations(cards, 5).map(evaluateCards));

describe('5-card values', () => {
  it('count every 5-card hand into the textbook category frequencies', () => {
    const counts = new Array<number>(9).fill(0);
    const hand = [0, 0, 0, 0, 0];
    for (hand[0] = 0; hand[0] < 52; hand[0] += 1)
      for (hand[1] = hand[0] + 1; hand[1] < 52; hand[1] += 1)
        for (hand[2] = hand[1] + 1; hand[2] < 52; hand[2] += 1)
          for (hand[3] = hand[2] + 1; hand[3] < 52; hand[3] += 1)
            for (hand[4] = hand[3] + 1; hand[4] < 52; hand[4] += 1) counts[categoryOf(evaluateCards(hand))] += 1;
    assert.deepEqual(counts, [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]);
  });

  it('order hands by strength, kickers included', () => {
    const ascending = [
      '7c5d4h3s2c',
      '7c6d4h3s2c',
      'AcKdQhJs9c',
      '2c2d3h4s5c',
      'AcAdKhQsJc',
      '2c2d3h3s4c',
      'AcAdKhKsQc',
      '2c2d2h3s4c',
      'AcAdAhKsQc',
      'Ac2d3h4s5c',
      '6c2d3h4s5c',
      'AcKdQhJsTc',
      '2c3c4c5c7c',
      'AcKcQcJc9c',
      '2c2d2h3s3c',
      'AcAdAhKsKc',
      '2c2d2h2s3c',
      'AcAdAhAsKc',
      'Ac2c3c4c5c',
      '9cTcJcQcKc',
      'TcJcQcKcAc',
    ];
    const values = ascending.map(value);
    for (let i = 1; i < values.length; i += 1) assert.ok(values[i] > values[i - 1], `${ascending[i]} beats ${ascending[i - 1]}`);
    assert.equal(values[0], 1);
    assert.equal(values[values.length - 1], HAND_CLASS_COUNT);
  });

  it('ignore suits unless five share one', () => {
    assert.equal(value('AcKdQhJs9c'), value('AdKhQsJc9d'));
    assert.ok(value('AcKcQcJc9c') > value('AcKdQhJs9c'));
  });
});

describe('hand names', () => {
  it('read like a dealer announces them', () => {
    assert.equal(name('KsKhKd2c2s'), 'Full House, Kings over Twos');
    assert.equal(name('AsKsQsJsTs'), 'Royal Flush');
    assert.equal(name('9h8h7h6h5h'), 'Straight Flush, Nine high');
    assert.equal(name('5c4d3h2sAd'), 'Straight, Five high');
    assert.equal(name('AhAdKhKdQc'), 'Two Pair, Aces and Kings');
    assert.equal(name('QcQdQhQs2c'), 'Four of a Kind, Queens');
    assert.equal(name('2h3h4h5h7h'), 'Flush, Seven high');
    assert.equal(name('7d7c7h2s3c'), 'Three of a Kind, Sevens');
    assert.equal(name('TdTc2h3s4c'), 'Pair of Tens');
    assert.equal(name('Ad9c7h3s2c'), 'High Card, Ace');
  });

  it('reject values outside the 7,462 classes', () => {
    assert.throws(() => handName(0), RangeError);
    assert.throws(() => handName(HAND_CLASS_COUNT + 1), RangeError);
  });
});

describe('7-card values', () => {
  it('count all 133,784,560 seven-card hands into the textbook frequencies', () => {
    const hands = new Float64Array(HAND_CLASS_COUNT + 1);
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          for (let d = c + 1; d < 52; d += 1)
            for (let e = d + 1; e < 52; e += 1)
              for (let f = e + 1; f < 52; f += 1) for (let g = f + 1; g < 52; g += 1) hands[evaluate7(a, b, c, d, e, f, g)] += 1;
    const counts = new Array<number>(9).fill(0);
    hands.forEach((count, handValue) => {
      if (handValue > 0) counts[categoryOf(handValue)] += count;
    });
    assert.deepEqual(counts, [23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848, 41584]);
    // Only 4,824 of the 7,462 classes can be the best five of seven cards.
    assert.equal(hands.filter((count) => count > 0).length, 4824);
  });

  it('equal the best 5 of the 7 cards', () => {
    const random = seededRandomInt(7);
    for (let round = 0; round < 20_000; round += 1) {
      const cards = drawCards(random, 7);
      const [a, b, c, d, e, f, g] = cards;
      const expected = bestOfFive(cards);
      assert.equal(evaluate7(a, b, c, d, e, f, g), expected, cards.join(','));
      assert.equal(evaluateCards(cards), expected);
      assert.equal(evaluateCards(cards.slice(0, 6)), bestOfFive(cards.slice(0, 6)));
    }
  });

  it('find the straight flush hidden among seven suited cards', () => {
    assert.equal(handName(evaluateCards(parseCards('2h3h4h5h6h9hTh'))), 'Straight Flush, Six high');
    assert.equal(handName(evaluateCards(parseCards('AhKhQhJh9hTc8d'))), 'Flush, Ace high');
    assert.equal(handName(evaluateCards(parseCards('AhAdAcKsKdQcQh'))), 'Full House, Aces over Kings');
    assert.equal(handName(evaluateCards(parseCards('AhAdAcKsKdKcQh'))), 'Full House, Aces over Kings');
  });

  it('refuse unknown cards and wrong hand sizes', () => {
    assert.throws(() => evaluateCards([0, 1, 2, 3]), RangeError);
    assert.throws(() => evaluateCards([0, 1, 2, 3, 52]), RangeError);
  });
});

describe('Omaha values', () => {
  const omaha = (hole: string, board: string) => handName(evaluateOmaha(parseCards(hole), parseCards(board)));

  it('use exactly two hole cards and three board cards', () => {
    assert.equal(omaha('AhKc2c3d', 'QhJhTh9h8h'), 'Straight, Ace high');
    assert.equal(omaha('AhAdAcAs', 'KhKdQc7s2h'), 'Two Pair, Aces and Kings');
    assert.equal(omaha('Ah3sKsKh', '4s5c2h5h9c'), 'Straight, Five high');
    assert.equal(omaha('6d9s7d8h', '4s5c2h5h9c'), 'Two Pair, Nines and Fives');
    assert.equal(omaha('AhKh2c3d', 'QhJhTh2s3s'), 'Royal Flush');
    assert.equal(omaha('Ah2h7c8d', 'KhQh3h9s9c'), 'Flush, Ace high');
  });

  it('equal the best of the sixty two-plus-three hands', () => {
    const random = seededRandomInt(11);
    for (let round = 0; round < 5_000; round += 1) {
      const cards = drawCards(random, 9);
      const hole = cards.slice(0, 4);
      const board = cards.slice(4, 4 + 3 + (round % 3));
      let best = 0;
      for (const pair of combinations(hole, 2))
        for (const triple of combinations(board, 3)) best = Math.max(best, evaluateCards([...pair, ...triple]));
      assert.equal(evaluateOmaha(hole, board), best, `${hole} | ${board}`);
    }
  });

  it('flags a full house as one', () => {
    assert.equal(categoryOf(evaluateOmaha(parseCards('KsKd2c3c'), parseCards('Kh7d7c8s9s'))), HandCategory.FullHouse);
  });
});
