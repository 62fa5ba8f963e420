import { handResult, stakesText } from '../src/hands/hand-view';

it('writes stakes as blinds, with the ante when there is one', () => {
  expect(stakesText(50, 100, 0)).toBe('50/100');
  expect(stakesText(50, 100, 10)).toBe('50/100 ante 10');
});

it('reads a hand from the player’s side', () => {
  expect(handResult({ netChips: 300, wonChips: 500 }, false)).toBe('won');
  expect(handResult({ netChips: 100, wonChips: 300 }, true)).toBe('split');
  expect(handResult({ netChips: -200, wonChips: 0 }, true)).toBe('lost');
  expect(handResult({ netChips: 0, wonChips: 0 }, true)).toBe('even');
});
