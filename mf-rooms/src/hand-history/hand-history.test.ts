import { chipsText, resultText, signedChips } from './hand-result';

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
