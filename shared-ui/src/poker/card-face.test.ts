import { cardFace, FULL_DECK } from './card-face';

describe('cardFace', () => {
  it('shows rank and suit and names the card with a capital suit', () => {
    expect(cardFace('As')).toEqual({ rank: 'A', suit: 'spades', name: 'Ace of Spades' });
    expect(cardFace('Th')).toEqual({ rank: '10', suit: 'hearts', name: 'Ten of Hearts' });
    expect(cardFace('7d')).toEqual({ rank: '7', suit: 'diamonds', name: 'Seven of Diamonds' });
    expect(cardFace('qc')).toEqual({ rank: 'Q', suit: 'clubs', name: 'Queen of Clubs' });
  });

  it('shows a card nobody saw, or one it cannot read, as hidden', () => {
    for (const card of ['??', 'Xx', 'Ah7', 'A', '']) expect(cardFace(card)).toEqual({ rank: '', suit: null, name: 'Hidden card' });
  });
});

it('the full deck holds 52 different cards, every one readable', () => {
  expect(new Set(FULL_DECK).size).toBe(52);
  expect(FULL_DECK.slice(0, 2)).toEqual(['As', 'Ks']);
  expect(FULL_DECK.every((card) => cardFace(card).suit !== null)).toBe(true);
});
