import { chipsText, resultText, signedChips } from './hand-result';
import { cardFace } from './playing-cards';

describe('cardFace', () => {
  it('shows rank and suit and names the card', () => {
    expect(cardFace('As')).toEqual({ rank: 'A', suit: '♠', red: false, name: 'Ace of spades' });
    expect(cardFace('Th')).toEqual({ rank: '10', suit: '♥', red: true, name: 'Ten of hearts' });
    expect(cardFace('7d')).toMatchObject({ rank: '7', red: true, name: 'Seven of diamonds' });
    expect(cardFace('qc')).toMatchObject({ rank: 'Q', red: false, name: 'Queen of clubs' });
  });

  it('shows a card nobody saw, or one it cannot read, as hidden', () => {
    expect(cardFace('??').name).toBe('Hidden card');
    expect(cardFace('Xx').name).toBe('Hidden card');
    expect(cardFace('Ah7').name).toBe('Hidden card');
  });
});

describe('resultText', () => {
  it('says what the hand did to the stack, in chips', () => {
    expect(resultText({ result: 'won', net: 120 })).toBe('Won +120');
    expect(resultText({ result: 'lost', net: -50 })).toBe('Lost -50');
    expect(resultText({ result: 'split', net: 1500 })).toBe('Split +1,500');
    expect(resultText({ result: 'even', net: 0 })).toBe('Even 0');
  });

  it('writes chip amounts with grouping', () => {
    expect(signedChips(-12000)).toBe('-12,000');
    expect(chipsText(2400)).toBe('2,400 chips');
  });
});
